/** English texts of the language choices (merged into the app's resources in i18n/en.ts). */
export const languageEn = {
  language: {
    heading: 'Language',
    presenterLabel: 'Language of your screens',
    saved: 'Your language was saved.',
    loadFailed: 'This language could not be loaded, so LiveSlides is shown in English.',
    presentationLabel: 'Language of the presentation',
    eachPhone: 'Each phone’s own language',
  },
} as const;

/** English strings of slide media, drawn alike on the stage, the phones, the editor and backstage (merged into i18n/en.ts). */
export const slideViewEn = {
  slideView: {
    playVideo: 'Play the video: {{title}}',
    videoTitle: 'YouTube video',
    videoOnStage: 'The video plays on the presenter’s screen.',
    showEmbed: 'Show {{platform}}',
    embedTitle: '{{platform}} on this slide',
    cannotFrame: 'This page cannot be shown inside a slide.',
    openEmbed: 'Open {{link}}',
    qrCode: 'QR code to join: {{link}}',
    scanToJoin: 'Scan to join',
    showAll: 'Show all',
    showLess: 'Show less',
    readAnswer: 'Show all of {{name}}’s answer',
    closeAnswer: 'Close the answer',
    moreAnswers_one: '+{{count}} more answer',
    moreAnswers_other: '+{{count}} more answers',
    platforms: {
      youtube: 'YouTube video',
      vimeo: 'Vimeo video',
      googleDocs: 'Google Docs',
      googleSlides: 'Google Slides',
      miro: 'Miro board',
      skoletube: 'Skoletube video',
      other: 'Web page',
    },
  },
} as const;

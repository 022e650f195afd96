/** English strings of sharing a copy and the public share page (merged into i18n/en.ts). */
export const copiesEn = {
  copies: {
    panel: {
      heading: 'Share a copy',
      intro: 'Anyone with this link can preview the presentation and copy it into their own account. Their copy is theirs alone: changes to it never reach yours.',
      create: 'Create a copy link',
      link: 'Copy link',
      revoke: 'Stop sharing the copy link',
      revoked: 'The copy link no longer works.',
      count_one: 'Copied {{count}} time',
      count_other: 'Copied {{count}} times',
    },
    page: {
      pageTitle: '{{name}} · Shared presentation · LiveSlides',
      loading: 'Opening the shared presentation…',
      notFound: 'This link does not open a presentation any more. Ask its owner for a new one.',
      intro_one: 'A presentation of {{count}} slide, shared for you to copy.',
      intro_other: 'A presentation of {{count}} slides, shared for you to copy.',
      slides: 'Slides',
      slide: 'Slide {{number}}: {{title}}',
      untitled: 'Untitled',
      copy: 'Copy to my account',
      signInToCopy: 'Sign in to copy it to your account',
      copying: 'Copying…',
      copied: 'The copy is in your presentations.',
    },
  },
} as const;

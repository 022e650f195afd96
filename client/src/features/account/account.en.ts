/** English texts of My Account (merged into the app's resources in i18n/en.ts). */
export const accountEn = {
  account: {
    nav: 'My Account',
    pageTitle: 'My Account · LiveSlides',
    heading: 'My Account',
    names: {
      title: 'Your name',
      firstName: 'First name',
      lastName: 'Last name',
      save: 'Save name',
      saving: 'Saving…',
      saved: 'Your name was saved.',
    },
    password: {
      title: 'Change password',
      lead: 'Your other sign-ins end when the password changes; this one stays.',
      current: 'Current password',
      new: 'New password',
      save: 'Change password',
      saving: 'Changing…',
      saved: 'Your password was changed.',
    },
  },
} as const;

/** English texts of onboarding and Home's start section (merged into the app's resources in i18n/en.ts). */
export const onboardingEn = {
  onboarding: {
    title: 'Tell us a little about yourself',
    lead: 'Two quick questions so we can suggest the right start.',
    useFor: {
      legend: 'What will you use LiveSlides for?',
      work: 'Work',
      school: 'School',
      communityAndFriends: 'Community and friends',
      others: 'Others',
    },
    profession: 'Your profession (optional)',
    continue: 'Continue',
    saving: 'Saving…',
    skip: 'Skip',
    pickUseFor: 'Pick what you will use LiveSlides for.',
    saved: 'Thanks! Pick how you would like to start below.',
  },
  start: {
    title: 'Start something new',
    templates: 'Templates',
    templatesBody: 'Browse ready-made decks for work, school and fun.',
    featuresTitle: 'Or start with a ready activity',
    featureSlides_one: '{{count}} slide',
    featureSlides_other: '{{count}} slides',
    creatingFeature: 'Creating…',
    featuresFailed: 'The ready activities could not be loaded.',
  },
  adminPicked: {
    title: 'Picked for you',
    failed: 'The picked templates could not be loaded.',
    slides_one: '{{count}} slide',
    slides_other: '{{count}} slides',
  },
} as const;

/** English strings of self-paced sessions: the phone's own navigation and the presenter's progress view (merged into i18n/en.ts). */
export const pacingEn = {
  pacing: {
    phone: {
      opening: 'Opening your slide…',
      navigation: 'Move through the slides at your own pace',
      previous: 'Previous',
      next: 'Next',
      position: 'Slide {{position}} of {{total}}',
      scoring: 'Scoring your answer…',
      noScoreYet: 'Answer a question to see your place.',
    },
    progress: {
      title: 'Audience progress',
      show: 'Progress',
      hide: 'Hide progress',
      selfPaced: 'Self-paced: everyone moves through the slides on their own phone.',
      empty: 'Nobody has joined yet.',
      name: 'Name',
      slide: 'Slide',
      answered: 'Answered',
      correct: 'Correct',
      points: 'Points',
      place: 'Place',
      slideOf: '{{position}} of {{total}}',
      notStarted: 'Not started',
      answeredOf: '{{count}} of {{total}}',
      loadFailed: 'The audience progress could not be loaded.',
    },
  },
};

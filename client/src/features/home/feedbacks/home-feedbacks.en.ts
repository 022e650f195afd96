/** Issue 28 Home: what the audience said in their private feedback (a new top-level key, apart from home.*). */
export const homeFeedbacksEn = {
  homeFeedbacks: {
    title: 'What your audience said',
    rating: 'Rated {{rating}} out of 5',
  },
} as const;

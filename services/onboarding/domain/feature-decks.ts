import type { OnboardingFeatureKey } from '../../../contracts/onboarding/feature-decks.js';
import type { SlideType } from '../../../contracts/slides/slide-types.js';

/** One slide of a built-in deck: what AddSlide needs besides the presentation (defaults fill the rest). */
export interface FeatureDeckSlide {
  readonly type: SlideType;
  readonly fields: { readonly title: string; readonly subheading?: string; readonly description?: string };
  readonly options?: readonly { readonly title: string; readonly correct?: boolean }[];
}

export interface FeatureDeck {
  readonly name: string;
  readonly description: string;
  readonly slides: readonly FeatureDeckSlide[];
}

const intro = (title: string, subheading: string): FeatureDeckSlide => ({ type: 'textSlide', fields: { title, subheading } });
const quiz = (title: string, right: string, ...wrong: string[]): FeatureDeckSlide => ({
  type: 'pickAnswer',
  fields: { title },
  options: [{ title: right, correct: true }, ...wrong.map((option) => ({ title: option, correct: false }))],
});
const poll = (title: string, ...options: string[]): FeatureDeckSlide => ({ type: 'poll', fields: { title }, options: options.map((option) => ({ title: option })) });

/**
 * Spec doc 3 §1 feature-based onboarding: a small ready deck per feature, so a new presenter can run one live at
 * once and edit it after. Written here (not copied from a template library) so it exists on every install.
 */
export const FEATURE_DECKS: Readonly<Record<OnboardingFeatureKey, FeatureDeck>> = {
  quiz: {
    name: 'Quick general knowledge quiz',
    description: 'Three quiz questions with points and a leaderboard.',
    slides: [
      intro('Quiz time!', 'Join with the code on the screen and answer as fast as you can.'),
      quiz('Which planet is known as the Red Planet?', 'Mars', 'Venus', 'Jupiter', 'Mercury'),
      quiz('How many continents are there on Earth?', 'Seven', 'Five', 'Six', 'Eight'),
      quiz('Which gas do plants take in from the air?', 'Carbon dioxide', 'Oxygen', 'Nitrogen', 'Helium'),
    ],
  },
  poll: {
    name: 'Team check-in poll',
    description: 'Ask the room how things are going and see the answers live.',
    slides: [
      intro('Quick check-in', 'Answer on your phone; the results appear live.'),
      poll('How are you feeling today?', 'Great', 'Good', 'So-so', 'Tired'),
      poll('How should we spend the next hour?', 'Deep work', 'Pair up', 'Discussion', 'Short break first'),
    ],
  },
  wordCloud: {
    name: 'Word cloud warm-up',
    description: 'Collect one-word answers and watch the cloud grow.',
    slides: [
      intro('Warm-up', 'Type a word or two on your phone.'),
      { type: 'wordCloud', fields: { title: 'Describe your week in one word' } },
      { type: 'wordCloud', fields: { title: 'What do you hope to get out of today?' } },
    ],
  },
  spinnerWheel: {
    name: 'Spinner wheel picker',
    description: 'Spin the wheel to pick a winner, a topic or who goes next.',
    slides: [
      intro('Who goes next?', 'The wheel decides.'),
      {
        type: 'spinnerWheel',
        fields: { title: 'Spin for the next topic' },
        options: [{ title: 'Wins of the week' }, { title: 'One thing I learned' }, { title: 'A question for the team' }, { title: 'Free choice' }],
      },
    ],
  },
  qna: {
    name: 'Live Q&A session',
    description: 'Let the audience ask and upvote questions.',
    slides: [
      intro('Ask me anything', 'Send your questions from your phone and upvote the ones you like.'),
      { type: 'question', fields: { title: 'What would you like to ask?', description: 'Questions can be sent until the end of the session.' } },
    ],
  },
};

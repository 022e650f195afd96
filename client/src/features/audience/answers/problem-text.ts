import type { TFunction } from 'i18next';
import type { AnswerProblem } from '../answer-form.js';

export function problemText(t: TFunction, problem: AnswerProblem): string {
  switch (problem.code) {
    case 'chooseOne':
      return t('audience.live.problems.chooseOne');
    case 'tooManyChoices':
      return t('audience.live.problems.tooManyChoices', { limit: problem.limit });
    case 'enterWord':
      return t('audience.live.problems.enterWord');
    case 'noEntriesLeft':
      return t('audience.live.problems.noEntriesLeft');
    case 'enterText':
      return t('audience.live.problems.enterText');
    case 'textTooLong':
      return t('audience.live.problems.textTooLong', { max: problem.max });
    case 'rateOne':
      return t('audience.live.problems.rateOne');
  }
}

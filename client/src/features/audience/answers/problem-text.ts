import type { TFunction } from 'i18next';
import type { AnswerProblem } from '../../../../../services/live/domain/answer-rules.js';

export function problemText(t: TFunction, problem: AnswerProblem): string {
  switch (problem.code) {
    case 'chooseOne':
      return t('audience.live.problems.chooseOne');
    case 'unknownOption':
      return t('audience.live.problems.unknownOption');
    case 'tooManyChoices':
      return t('audience.live.problems.tooManyChoices', { limit: problem.limit });
    case 'enterWord':
      return t('audience.live.problems.enterWord');
    case 'tooManyEntries':
      if (problem.left === 0) return t('audience.live.problems.noEntriesLeft', { count: problem.limit });
      return problem.left === problem.limit
        ? t('audience.live.problems.tooManyEntries', { count: problem.limit })
        : t('audience.live.problems.entriesLeft', { count: problem.left });
    case 'tooManyWords':
      return t('audience.live.problems.tooManyWords', { number: problem.entry + 1 });
    case 'enterText':
      return t('audience.live.problems.enterText');
    case 'textTooLong':
      return t('audience.live.problems.textTooLong', { max: problem.max });
    case 'rateOne':
      return t('audience.live.problems.rateOne');
    case 'unknownStatement':
      return t('audience.live.problems.unknownStatement');
    case 'outOfScale':
      return t('audience.live.problems.outOfScale', { min: problem.min, max: problem.max });
  }
}

import type { SlideResults, WordCloudWord } from '../../../../../contracts/live/results.js';

/** "Group similar words" on and the AI's grouping made: the words merged by group; otherwise the words as given. */
export function shownWords(results: Extract<SlideResults, { kind: 'words' }>, smartGrouping: boolean): WordCloudWord[] {
  return smartGrouping && results.grouped ? results.grouped : results.words;
}

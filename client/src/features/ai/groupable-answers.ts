import type { SlideResults } from '../../../../contracts/live/results.js';

/** How many answers (open-ended) or distinct words (word cloud) the AI would group: what the server groups too. */
export function groupableCount(results: SlideResults | undefined): number {
  switch (results?.kind) {
    case 'text':
      return results.entries.length;
    case 'words':
      return results.words.length;
    default:
      return 0;
  }
}

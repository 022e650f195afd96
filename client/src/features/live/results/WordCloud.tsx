import { useTranslation } from 'react-i18next';
import type { WordCloudWord } from '../../../../../contracts/live/results.js';
import { APP_SURFACES, readableOn } from '../../../ui/contrast.js';
import { layoutWordCloud, type CloudBox } from './word-cloud-layout.js';

interface Props {
  readonly words: readonly WordCloudWord[];
  readonly box: CloudBox;
  /** Given when the presenter may take words out (spec doc 2 §4: not in backstage, not with smart grouping). */
  readonly onRemove?: (text: string) => void;
  /** The colour the cloud is drawn on (a slide's base colour); without it, the app's surface in light or dark mode. */
  readonly surface?: string;
}

/** A word's colour, made to read on what it is drawn on (WCAG 1.4.3, 4.5:1 even for the biggest words). */
function wordColour(colour: string, surface: string | undefined): string {
  if (surface) return readableOn(colour, surface);
  return `light-dark(${readableOn(colour, APP_SURFACES.light)}, ${readableOn(colour, APP_SURFACES.dark)})`;
}

/** The words as they arrive, sized 16 to 90 by how often they were sent, the most frequent in the middle. */
export function WordCloud({ words, box, onRemove, surface }: Props) {
  const { t } = useTranslation();
  const laidOut = layoutWordCloud(words, box);
  return (
    <ul className={`word-cloud ${onRemove ? 'word-cloud--removing' : ''}`} aria-label={t('live.results.wordCloud')} style={{ minHeight: box.height }}>
      {laidOut.map((word) => (
        <li key={word.text} className="word-cloud__item" style={{ fontSize: `${word.size}px`, color: wordColour(word.colour, surface), fontWeight: word.weight }}>
          {onRemove ? (
            <button type="button" className="word-cloud__remove" onClick={() => onRemove(word.text)} aria-label={t('live.results.removeWord', { text: word.text, count: word.count })}>
              {word.text}
            </button>
          ) : (
            <span className="word-cloud__word" title={t('live.results.word', { text: word.text, count: word.count })} data-count={word.count}>
              {word.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

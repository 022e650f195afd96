import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { browserMeasure } from './measure-text.js';
import { fitText, type FitBox, type FitRange, type MeasureText } from './text-fit.js';

/** Where a piece of text sits on the 1280x720 stage and how far it may shrink. */
export interface TextFitSpec {
  readonly box: FitBox;
  readonly range: FitRange;
  /** The font weight the text is drawn in, measured in the same. */
  readonly weight: number;
}

interface Props {
  readonly text: string;
  readonly spec: TextFitSpec;
  readonly as?: 'h1' | 'h2' | 'h3' | 'p' | 'span';
  readonly className?: string;
  /** Tests and the editor's warning pass their own; the stage measures with the browser's fonts. */
  readonly measure?: MeasureText;
  /** Whether a cut text offers "Show all" (the stage); a miniature only cuts. */
  readonly expandable?: boolean;
}

const measurers = new Map<number, MeasureText>();
export function stageMeasure(weight: number): MeasureText {
  let measure = measurers.get(weight);
  if (!measure) {
    measure = browserMeasure(weight);
    measurers.set(weight, measure);
  }
  return measure;
}

/**
 * Text that shrinks to fit its place on the stage, word by word (never split inside a word), down to a readable
 * minimum; below that it is cut to the lines there is room for, with the whole text a click away ("Show all") and
 * always in the page for screen readers.
 */
export function FittedText({ text, spec, as: Tag = 'p', className = '', measure, expandable = true }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const fit = useMemo(() => fitText(text, spec.box, spec.range, measure ?? stageMeasure(spec.weight)), [text, spec, measure]);
  const style: CSSProperties = {
    fontSize: fit.fontSize,
    lineHeight: spec.range.lineHeight,
    ...(!expanded && { WebkitLineClamp: fit.maxLines, maxHeight: fit.maxLines * fit.fontSize * spec.range.lineHeight }),
  };
  const body = (
    <Tag
      className={`fitted-text ${expanded ? 'fitted-text--expanded' : 'fitted-text--clamped'} ${className}`}
      style={style}
      data-font-size={fit.fontSize}
      data-truncated={fit.truncated ? 'true' : 'false'}
      title={fit.truncated && !expanded ? text : undefined}
    >
      {text}
    </Tag>
  );
  if (!fit.truncated || !expandable) return body;
  return (
    <div className={`fitted-text__wrap ${expanded ? 'fitted-text__wrap--expanded' : ''}`}>
      {body}
      <button type="button" className="fitted-text__more" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? t('slideView.showLess') : t('slideView.showAll')}
      </button>
    </div>
  );
}

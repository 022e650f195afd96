import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFontsLoaded } from './fonts-loaded.js';
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

const measurers = new Map<string, MeasureText>();
let measuredWithFonts = 0;
/** The browser's measure of a weight in a font family (the page's own when none), as the fonts loaded so far draw it. */
export function stageMeasure(weight: number, family?: string | null, fontsLoaded = 0): MeasureText {
  if (fontsLoaded !== measuredWithFonts) {
    measurers.clear();
    measuredWithFonts = fontsLoaded;
  }
  const key = `${weight}|${family ?? ''}`;
  let measure = measurers.get(key);
  if (!measure) {
    measure = browserMeasure(weight, family ?? undefined);
    measurers.set(key, measure);
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
  // Measured in the font the text is drawn in (a deck's own, on the stage), again once a font has loaded.
  const element = useRef<HTMLElement>(null);
  const [family, setFamily] = useState<string | null>(null);
  const fontsLoaded = useFontsLoaded();
  useLayoutEffect(() => {
    const drawnIn = element.current ? getComputedStyle(element.current).fontFamily : null;
    if (drawnIn && drawnIn !== family) setFamily(drawnIn);
  });
  const fit = useMemo(() => fitText(text, spec.box, spec.range, measure ?? stageMeasure(spec.weight, family, fontsLoaded)), [text, spec, measure, family, fontsLoaded]);
  const style: CSSProperties = {
    fontSize: fit.fontSize,
    lineHeight: spec.range.lineHeight,
    ...(!expanded && { WebkitLineClamp: fit.maxLines, maxHeight: fit.maxLines * fit.fontSize * spec.range.lineHeight }),
  };
  const body = (
    <Tag
      ref={element as never}
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

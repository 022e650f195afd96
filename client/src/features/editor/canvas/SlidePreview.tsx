import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckDocument, DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import { readSlideMedia, videoEmbedOf } from '../../../../../contracts/slides/slide-media.js';
import { effectiveSlideType, HEADING_SLIDE_TYPES } from '../../../../../contracts/slides/slide-types.js';
import { BLANK_SLIDE_STYLE } from '../../../../../contracts/slides/constants.js';
import { readableOn, textOn } from '../../../ui/contrast.js';
import { OPTION_COLOURS, OPTION_LETTERS } from '../slide-catalogue.js';
import { OptionImage } from '../../slide-view/OptionImage.js';
import { SlideBackdrop } from '../../slide-view/SlideBackdrop.js';
import { SlideMediaView } from '../../slide-view/SlideMediaView.js';
import { joinLink, publicOrigin } from '../../live/join-link.js';

interface Props {
  readonly slide: DeckSlide;
  readonly deck: Pick<DeckDocument, 'fontFamily' | 'accessCode'>;
  /** A slide-list miniature: its background loads the small file. */
  readonly thumbnail?: boolean;
}

/**
 * A slide drawn on its 1280x720 canvas (spec doc 2 §3) as the audience will see it, before any answers: the canvas
 * and the slide list's thumbnails scale this one drawing.
 */
export function SlidePreview({ slide, deck, thumbnail = false }: Props) {
  const background: CSSProperties = {
    color: slide.textColour ?? BLANK_SLIDE_STYLE.textColour,
    backgroundColor: slide.baseColour ?? BLANK_SLIDE_STYLE.baseColour,
    fontFamily: `'${deck.fontFamily}', var(--font-sans)`,
  };
  const media = readSlideMedia(slide);
  return (
    <div className="slide" style={background} data-slide-type={effectiveSlideType(slide.type, slide.slideType)}>
      <SlideBackdrop media={media} baseColour={slide.baseColour} size={thumbnail ? 'thumbnail' : 'xLarge'} />
      <div className="slide__body">
        <SlideBody slide={slide} media={<SlideMediaView type={effectiveSlideType(slide.type, slide.slideType)} media={media} surface="still" joinUrl={joinLink(publicOrigin(), deck.accessCode)} />} />
      </div>
    </div>
  );
}

function Title({ slide, size = 'question' }: { slide: DeckSlide; size?: 'question' | 'heading' }) {
  const { t } = useTranslation();
  const placeholder = HEADING_SLIDE_TYPES.includes(slide.type) ? t('editor.placeholders.heading') : t('editor.placeholders.question');
  const title = slide.title ?? '';
  const empty = isPlaceholderText(title);
  return (
    <h2 className={`slide__title slide__title--${size} ${empty ? 'slide__placeholder' : ''}`}>{empty ? placeholder : title}</h2>
  );
}

function SlideBody({ slide, media }: { slide: DeckSlide; media: ReactNode }) {
  const { t } = useTranslation();
  const type = effectiveSlideType(slide.type, slide.slideType);
  const options = slide.options;
  const optionLabel = (title: string, index: number) => title.trim() || t('editor.preview.option', { letter: OPTION_LETTERS[index % 8] });
  switch (type) {
    case 'pickAnswer':
    case 'imageChoice':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__tiles">
            {options.map((option, index) => (
              <div key={option.id} className="slide__tile" style={{ background: OPTION_COLOURS[index % 8], color: textOn(OPTION_COLOURS[index % 8]!) }}>
                <span className="slide__letter">{OPTION_LETTERS[index % 8]}</span>
                <OptionImage image={option.image} className="slide__tile-image" />
                <span className="slide__tile-text">{optionLabel(option.title, index)}</span>
                {option.correct && <span className="slide__correct" aria-label={t('editor.preview.correct')}>✓</span>}
              </div>
            ))}
          </div>
        </>
      );
    // Pick Image is a poll of pictures: each picture beside its bar or legend entry, as the stage's results draw it.
    case 'poll':
    case 'multipleChoice':
    case 'pickImage':
      return (
        <>
          <Title slide={slide} />
          {slide.typeChart === 'donut' || slide.typeChart === 'pie' ? (
            <div className="slide__chart-round">
              <div className={`slide__pie ${slide.typeChart === 'donut' ? 'slide__pie--donut' : ''}`} style={{ background: pieGradient(options.length) }} />
              <ul className="slide__legend">
                {options.map((option, index) => (
                  <li key={option.id}>
                    <span className="slide__swatch" style={{ background: OPTION_COLOURS[index % 8] }} />
                    <OptionImage image={option.image} className="slide__legend-image" />
                    {optionLabel(option.title, index)}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="slide__bars">
              {options.map((option, index) => (
                <div key={option.id} className="slide__bar">
                  <div className="slide__bar-fill" style={{ background: OPTION_COLOURS[index % 8], height: `${24 + ((index * 37) % 50)}%` }} />
                  <OptionImage image={option.image} className="slide__bar-image" />
                  <span className="slide__bar-label">{optionLabel(option.title, index)}</span>
                </div>
              ))}
              {options.length === 0 && <p className="slide__hint">{t('editor.preview.noOptions')}</p>}
            </div>
          )}
        </>
      );
    case 'correctOrder':
      return (
        <>
          <Title slide={slide} />
          <ol className="slide__order">
            {options.map((option, index) => (
              <li key={option.id}>{optionLabel(option.title, index)}</li>
            ))}
          </ol>
        </>
      );
    case 'matchPairs':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__pairs">
            {options.map((option, index) => {
              const match = slide.matchingQuestionOptions?.find((pair) => pair.optionId === option.id);
              return (
                <div key={option.id} className="slide__pair">
                  <span>{optionLabel(option.title, index)}</span>
                  <span aria-hidden="true">↔</span>
                  <span>{match?.title || '…'}</span>
                </div>
              );
            })}
          </div>
        </>
      );
    case 'typeAnswer':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__answer-box">{t('editor.preview.typeAnswer')}</div>
        </>
      );
    case 'categorise':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__categories">
            {(slide.categories ?? []).map((category, index) => (
              <div key={category.id} className="slide__category" style={{ borderColor: OPTION_COLOURS[index % 8] }}>
                <strong>{category.value || t('editor.preview.category', { number: index + 1 })}</strong>
                <ul>
                  {category.options.map((option, position) => (
                    <li key={position}>{option.value}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      );
    case 'wordCloud':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__cloud" aria-hidden="true">
            {t('editor.preview.sampleWords').split(' ').map((word, index) => (
              <span key={word} style={{ fontSize: `${28 + ((index * 23) % 56)}px`, color: readableOn(OPTION_COLOURS[index % 8]!, slide.baseColour ?? BLANK_SLIDE_STYLE.baseColour) }}>
                {word}
              </span>
            ))}
          </div>
          <p className="slide__hint">{t('editor.preview.wordCloud')}</p>
        </>
      );
    case 'openEnded':
    case 'ideas':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__notes" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="slide__note" style={{ background: `${OPTION_COLOURS[index]}22` }} />
            ))}
          </div>
          <p className="slide__hint">{t(type === 'ideas' ? 'editor.preview.ideas' : 'editor.preview.openEnded')}</p>
        </>
      );
    case 'question':
    case 'voiceQuestion':
      return (
        <>
          <Title slide={slide} />
          {slide.description && <p className="slide__description">{slide.description}</p>}
          <p className="slide__hint">{t('editor.preview.qna')}</p>
        </>
      );
    case 'scale':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__scale">
            {options.map((option, index) => (
              <div key={option.id} className="slide__scale-row">
                <span>{optionLabel(option.title, index)}</span>
                <div className="slide__scale-line">
                  {Array.from({ length: (slide.scaleMax ?? 5) - (slide.scaleMin ?? 1) + 1 }, (_, step) => (
                    <span key={step} className="slide__scale-dot">
                      {(slide.scaleMin ?? 1) + step}
                    </span>
                  ))}
                </div>
              </div>
            ))}
          </div>
          <p className="slide__scale-labels">
            <span>{slide.scaleMinLabel}</span>
            <span>{slide.scaleMaxLabel}</span>
          </p>
        </>
      );
    case 'spinnerWheel':
      return (
        <>
          <Title slide={slide} />
          <div className="slide__wheel-wrap">
            <div className="slide__wheel" style={{ background: pieGradient(Math.max(options.length, 1)) }} />
            <ul className="slide__legend">
              {options.slice(0, 10).map((option, index) => (
                <li key={option.id}>
                  <span className="slide__swatch" style={{ background: OPTION_COLOURS[index % 8] }} />
                  {optionLabel(option.title, index)}
                </li>
              ))}
            </ul>
          </div>
        </>
      );
    case 'qrcode':
      return (
        <>
          <Title slide={slide} size="heading" />
          {media}
          {slide.description && <p className="slide__description">{slide.description}</p>}
        </>
      );
    case 'textSlide':
      return (
        <div className="slide__centre">
          <Title slide={slide} size="heading" />
          {slide.subheading && <p className="slide__subheading">{slide.subheading}</p>}
          {media}
        </div>
      );
    case 'bulletPoints':
      return (
        <>
          <Title slide={slide} size="heading" />
          <ul className="slide__bullets">
            {options.map((option, index) => (
              <li key={option.id} className={option.title.trim() ? '' : 'slide__placeholder'}>
                {option.title.trim() || t('editor.preview.bullet', { number: index + 1 })}
              </li>
            ))}
          </ul>
        </>
      );
    case 'image':
    case 'document':
      return (
        <>
          <Title slide={slide} size="heading" />
          {slide.image ? media : <div className="slide__media-empty">{t('editor.preview.noImage')}</div>}
        </>
      );
    case 'youtube':
      return (
        <>
          <Title slide={slide} size="heading" />
          {videoEmbedOf(slide) ? media : <div className="slide__media-empty">{t('editor.preview.noVideo')}</div>}
        </>
      );
    case 'googleSlides':
      return (
        <>
          <Title slide={slide} size="heading" />
          {slide.embed ? media : <div className="slide__media-empty">{t('editor.preview.noEmbed')}</div>}
        </>
      );
    case 'leaderboard':
      return (
        <>
          <Title slide={slide} size="heading" />
          <ol className="slide__leaderboard" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((rank) => (
              <li key={rank}>
                <span className="slide__rank">{rank}</span>
                <span className="slide__rank-bar" style={{ width: `${90 - rank * 12}%` }} />
              </li>
            ))}
          </ol>
        </>
      );
    case 'freestyle':
      return media;
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

function pieGradient(count: number): string {
  if (count === 0) return '#e5e7eb';
  const step = 100 / count;
  const stops = Array.from({ length: count }, (_, index) => `${OPTION_COLOURS[index % 8]} ${index * step}% ${(index + 1) * step}%`);
  return `conic-gradient(${stops.join(', ')})`;
}

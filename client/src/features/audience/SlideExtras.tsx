import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceSlide } from '../../../../contracts/live/socket-protocol.js';
import { richTextToPlain } from '../../../../contracts/slides/plain-text.js';
import { sanitiseRichText } from '../editor/canvas/rich-text.js';

interface Props {
  readonly slide: AudienceSlide;
  readonly copy?: (text: string) => Promise<void>;
}

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * What the deck's settings add to a slide on a phone: the moderation notice, the correct options of a closed poll,
 * the slide's links (showHyperLink) and the presenter's notes to read and copy (enableCopySlideNote).
 */
export function SlideExtras({ slide, copy = clipboardCopy }: Props) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const correct = slide.correctOptionIds ?? [];
  const correctTitles = slide.options.filter((option) => correct.includes(option.id)).map((option) => option.title);
  return (
    <>
      {slide.heldForApproval && <p className="audience-notice">{t('audience.live.heldForApproval')}</p>}
      {correctTitles.length > 0 && (
        <p className="audience-correct" data-testid="correct-options">
          <span aria-hidden="true">✓</span> {t('audience.live.correctOptions', { count: correctTitles.length, options: correctTitles.join(', ') })}
        </p>
      )}
      {slide.links && slide.links.length > 0 && (
        <section className="audience-extra" aria-labelledby={`links-${slide.id}`}>
          <h2 id={`links-${slide.id}`} className="audience-extra__title">
            {t('audience.live.links')}
          </h2>
          <ul className="audience-links">
            {slide.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {slide.notes && (
        <section className="audience-extra" aria-labelledby={`notes-${slide.id}`}>
          <h2 id={`notes-${slide.id}`} className="audience-extra__title">
            {t('audience.live.notes')}
          </h2>
          {/* As text: the notes' links are among the slide's links, which showHyperLink decides on. */}
          <div className="audience-notes" dangerouslySetInnerHTML={{ __html: sanitiseRichText(slide.notes, 'basic') }} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              copy(richTextToPlain(slide.notes ?? '')).then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
            }}
          >
            {t('audience.live.copyNotes')}
          </button>
          <p className="audience-muted" role="status">
            {copied === 'yes' ? t('audience.live.notesCopied') : copied === 'failed' ? t('audience.live.notesNotCopied') : ''}
          </p>
        </section>
      )}
    </>
  );
}

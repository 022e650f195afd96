import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckHistoryEntry, DeckVersionResponse } from '../../../../../contracts/deck/history.js';
import type { DeckDocument } from '../../../../../contracts/deck/read-model.js';
import { createDeckHistoryApi } from '../../../api/deck-history-api.js';
import { reportFailure } from '../../../api/report-failure.js';
import { useServices } from '../../../app-services.js';
import { useToast } from '../../../toasts/toasts.js';
import { Modal } from '../../../ui/Modal.js';
import { ScaledCanvas } from '../canvas/ScaledCanvas.js';
import { SlidePreview } from '../canvas/SlidePreview.js';
import { describeChange } from './describe-change.js';

/** Up and Down move between the changes, Home and End to the newest and the oldest shown. */
function moveBetweenEntries(event: React.KeyboardEvent<HTMLOListElement>): void {
  const entries = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('.history__entry'));
  const at = entries.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key];
  const target = next === undefined ? undefined : entries[next];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Changes come seconds apart while someone edits: the time shows the seconds. */
const formatChangeTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

interface Props {
  readonly deck: DeckDocument;
  /** Restores the chosen point as new changes (undoable like any other action). */
  readonly onRestore: (revision: number) => void;
  readonly canRestore: boolean;
  readonly onClose: () => void;
}

/**
 * Issue 24 history: every change of the deck by time and author (newest first, older ones a page at a time), the
 * deck as it stood at a chosen change drawn read-only with the editor's own slide drawing, and a restore of it.
 */
export function HistoryPanel({ deck, onRestore, canRestore, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const toast = useToast();
  const api = useMemo(() => createDeckHistoryApi(services.http), [services.http]);
  const me = services.session.current()?.user.id;
  const [entries, setEntries] = useState<DeckHistoryEntry[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [version, setVersion] = useState<DeckVersionResponse | null>(null);
  const [slideIndex, setSlideIndex] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.changes(deck.id, page, controller.signal).then(
      (answer) => {
        setTotal(answer.total);
        setEntries((shown) => (page === 1 ? answer.entries : [...shown, ...answer.entries]));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) reportFailure(error, toast.error);
      },
    );
    return () => controller.abort();
    // The list is read when the panel opens (and a page more on request); the deck's later changes need a reopen.
  }, [api, deck.id, page, toast]);

  useEffect(() => {
    if (chosen === null) return;
    const controller = new AbortController();
    api.version(deck.id, chosen, controller.signal).then(
      (answer) => {
        setVersion(answer);
        setSlideIndex(0);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) reportFailure(error, toast.error);
      },
    );
    return () => controller.abort();
  }, [api, deck.id, chosen, toast]);

  const latest = entries[0]?.revision;
  const shown = version && version.revision === chosen ? version : null;
  const slides = shown?.deck.slides ?? [];
  const slide = slides[Math.min(slideIndex, slides.length - 1)];
  const authorOf = (entry: DeckHistoryEntry) =>
    entry.author.id === me ? t('editor.versions.you') : (entry.author.name ?? t('editor.versions.someone'));

  return (
    <Modal
      title={t('editor.versions.title')}
      size="medium"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!shown || !canRestore || shown.revision === latest}
            onClick={() => shown && onRestore(shown.revision)}
          >
            {t('editor.versions.restore')}
          </button>
        </>
      }
    >
      <div className="history">
        <section className="history__changes" aria-labelledby="history-changes-heading">
          <h3 id="history-changes-heading" className="history__heading">
            {t('editor.versions.changes', { count: total ?? 0 })}
          </h3>
          {total === null ? (
            <p role="status">{t('editor.versions.loading')}</p>
          ) : (
            <ol className="history__list" onKeyDown={moveBetweenEntries}>
              {entries.map((entry, index) => (
                <li key={entry.revision}>
                  <button
                    type="button"
                    className="history__entry"
                    aria-pressed={chosen === entry.revision}
                    data-revision={entry.revision}
                    onClick={() => setChosen(entry.revision)}
                  >
                    <span className="history__what">
                      {t('editor.versions.step', { number: total - index })} · {describeChange(entry, t)}
                    </span>
                    <span className="history__meta">
                      {authorOf(entry)} · <time dateTime={entry.occurredAt}>{formatChangeTime(entry.occurredAt, i18n.language)}</time>
                      {entry.revision === latest && <> · {t('editor.versions.current')}</>}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {total !== null && entries.length < total && (
            <button type="button" className="button button--small" onClick={() => setPage((current) => current + 1)}>
              {t('editor.versions.older')}
            </button>
          )}
        </section>
        <section className="history__preview" aria-labelledby="history-preview-heading">
          {/* Focus stays on the list (the next change is one arrow key away); the heading says what is shown. */}
          <h3 id="history-preview-heading" className="history__heading" aria-live="polite">
            {shown ? t('editor.versions.previewOf', { time: formatChangeTime(shown.occurredAt, i18n.language) }) : t('editor.versions.preview')}
          </h3>
          {!shown && <p>{chosen === null ? t('editor.versions.choose') : t('editor.versions.loading')}</p>}
          {shown && slides.length === 0 && <p>{t('editor.versions.noSlides')}</p>}
          {shown && slide && (
            <>
              <div className="history__stage">
                <ScaledCanvas label={t('editor.versions.slideLabel', { number: slide.order, total: slides.length, title: slide.title ?? '' })}>
                  <SlidePreview slide={slide} deck={shown.deck} />
                </ScaledCanvas>
              </div>
              <div className="history__slides" role="group" aria-label={t('editor.versions.slides')}>
                {slides.map((item, index) => (
                  <button
                    key={item.id}
                    type="button"
                    className="button button--small"
                    aria-pressed={item.id === slide.id}
                    aria-label={t('editor.versions.showSlide', { number: index + 1 })}
                    onClick={() => setSlideIndex(index)}
                  >
                    {index + 1}
                  </button>
                ))}
              </div>
            </>
          )}
        </section>
      </div>
    </Modal>
  );
}

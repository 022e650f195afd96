import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { DeckCommand } from '../../../../contracts/deck/deck-commands.js';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';
import { MAX_SLIDES_PER_PRESENTATION, MESSAGES } from '../../../../contracts/slides/constants.js';
import { hasRoomForSlides } from '../../../../services/slides/domain/deck-guards.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices, useSession } from '../../app-services.js';
import { presentingPath, ROUTES } from '../../routes.js';
import { openDeck } from '../../sync/open-deck.js';
import { useDeckSync } from '../../sync/use-deck-sync.js';
import { useToast } from '../../toasts/toasts.js';
import { Modal } from '../../ui/Modal.js';
import { ScaledCanvas } from './canvas/ScaledCanvas.js';
import { StageSlide } from '../live/StageSlide.js';
import { CanvasEditor } from './canvas/CanvasEditor.js';
import { EditorProvider, type EditorContextValue } from './editor-context.js';
import { EditorTopBar } from './EditorTopBar.js';
import { HistoryPanel } from './history/HistoryPanel.js';
import { RightPanel, type PanelTab } from './RightPanel.js';
import { slideTypeNameKey, type SlideKind } from './slide-catalogue.js';
import { SlideList } from './slides/SlideList.js';
import { SlidePicker } from './slides/SlidePicker.js';
import { useDeckPermissions } from './use-deck-permissions.js';
import { useTakeOver } from './use-take-over.js';
import { TakeOverNotice } from './TakeOverNotice.js';
import { useResultsFlagRecheck } from './use-results-flag-recheck.js';
import { useUndoShortcuts } from './use-undo-shortcuts.js';
import { ViewOnlyNotice } from './ViewOnlyNotice.js';
import { RequestAccess } from '../sharing/RequestAccess.js';
import { ShareDialog } from '../sharing/ShareDialog.js';
import { ImportDialog } from '../import/ImportDialog.js';
import { GuestKeepNotice } from '../demo/GuestKeepNotice.js';

/** /presentation/:id — the editor (spec doc 2 §2). */
export function EditorPage() {
  const { id = '' } = useParams();
  return <Editor key={id} presentationId={id} />;
}

function Editor({ presentationId }: { presentationId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { sync, snapshot } = useDeckSync(presentationId, (id) => openDeck(services, id));
  // A search result names the slide to open (?slide=); any other way in starts at the active slide.
  const [selected, setSelected] = useState<string | null>(() => search.get('slide'));
  const [tab, setTab] = useState<PanelTab>('content');
  const [picking, setPicking] = useState(search.get('new') === 'true');
  const [slideLimit, setSlideLimit] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  // A notification of an access request links here with ?share=open.
  const [sharing, setSharing] = useState(search.get('share') === 'open');
  const [importing, setImporting] = useState(false);
  /** The slide whose first field takes focus when its panel opens: the one just added. */
  const [focusSlide, setFocusSlide] = useState<string | null>(null);
  const createdHere = useRef(new Set<string>());
  const deck = snapshot.deck;
  const takeOver = useTakeOver(presentationId, sync);
  const permissions = useDeckPermissions(presentationId, takeOver.version);
  // Nothing the deck decider would refuse is offered: no editing control until the server says this person may edit.
  const canEdit = permissions?.canEdit === true;
  useResultsFlagRecheck(presentationId, deck?.hasResults === true, permissions?.canPresent === true);

  useEffect(() => sync.setPresenting(search.get('presenting') === 'true'), [sync, search]);

  // The new flag opens the slide picker once; a reload or a shared link must not open it again.
  useEffect(() => {
    if (search.get('new') !== 'true') return;
    const next = new URLSearchParams(search);
    next.delete('new');
    setSearch(next, { replace: true });
  }, [search, setSearch]);

  useEffect(
    () =>
      sync.onNotice((notice) => {
        switch (notice.kind) {
          case 'accepted':
            // Spec doc 2 §8: the success toast of adding a slide.
            if (notice.command.type === 'AddSlide') toast.success(t('editor.slides.added'));
            if (notice.command.type === 'RestoreDeckVersion') toast.success(t('editor.versions.restored'));
            return;
          case 'rejected':
            if (notice.command.type === 'AddSlide') {
              // Spec doc 2 §8: the slide limit opens its modal; any other failure has its own toast.
              if (notice.message === MESSAGES.slideLimitReached) setSlideLimit(true);
              else toast.error(t('editor.slides.addFailed'));
            } else {
              toast.error(notice.message);
            }
            return;
          case 'undoFailed':
            toast.error(t('editor.history.failed'));
            return;
          default: {
            const unhandled: never = notice;
            return unhandled;
          }
        }
      }),
    [sync, toast, t],
  );

  const undo = useCallback(() => {
    if (canEdit) void sync.undo();
  }, [sync, canEdit]);
  const redo = useCallback(() => {
    if (canEdit) void sync.redo();
  }, [sync, canEdit]);
  useUndoShortcuts(undo, redo);

  const slide: DeckSlide | null = useMemo(() => {
    if (!deck) return null;
    const wanted = selected === null ? deck.activeSlideId : sync.resolveId(selected);
    return deck.slides.find((candidate) => candidate.id === wanted) ?? deck.slides[0] ?? null;
  }, [deck, selected, sync]);

  const dispatch = useCallback((command: DeckCommand) => void sync.dispatch(command), [sync]);
  const create = useCallback(
    (command: DeckCommand) => {
      const before = idsOf(sync.snapshot().deck);
      sync.dispatch(command);
      const added = [...idsOf(sync.snapshot().deck)].filter((id) => !before.has(id));
      for (const id of added) createdHere.current.add(id);
      return added;
    },
    [sync],
  );
  const keyOf = useCallback(
    (id: string) => {
      for (const local of createdHere.current) if (local === id || sync.resolveId(local) === id) return local;
      return id;
    },
    [sync],
  );
  const context = useMemo<EditorContextValue | null>(
    () => (deck ? { deck, slide, dispatch, create, keyOf, selectSlide: setSelected } : null),
    [deck, slide, dispatch, create, keyOf],
  );

  const addSlide = (kind: SlideKind) => {
    setPicking(false);
    if (!deck) return;
    if (!hasRoomForSlides(deck, 1)) {
      setSlideLimit(true);
      return;
    }
    const created = create({
      type: 'AddSlide',
      data: { presentationId, type: kind.type, ...(kind.slideType && { slideType: kind.slideType }), ...(slide && { insertAfter: slide.id }) },
    });
    const added = sync.snapshot().deck?.slides.find((item) => created.includes(item.id) && item.type === kind.type);
    if (added) {
      setSelected(added.id);
      // The next thing to do is to write the new slide's question, not to find it 25 Tab stops away.
      setFocusSlide(added.id);
    }
    setTab('content');
  };

  const deleteSlide = (target: DeckSlide) => {
    if (!deck) return;
    const index = deck.slides.findIndex((item) => item.id === target.id);
    const neighbour = deck.slides[index - 1] ?? deck.slides[index + 1];
    sync.dispatch({ type: 'DeleteSlides', data: { presentationId, slideIds: [target.id] } });
    if (slide?.id === target.id && neighbour) setSelected(neighbour.id);
  };

  const restoreVersion = (revision: number) => {
    setShowingHistory(false);
    // One action on the one command path: recorded for undo, whose inverse restores the deck as it is now.
    sync.dispatch({ type: 'RestoreDeckVersion', data: { presentationId, revision } });
  };

  const rename = async (name: string) => {
    try {
      // The renamed event reaches the deck through the socket like any other change.
      await services.presentations.rename({ id: presentationId }, name);
    } catch (error) {
      reportFailure(error, toast.error);
    }
  };

  // Spec doc 1 §2 "Back navigation from the editor": back in history, else the presentations list.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(ROUTES.presentations);
  };

  if (snapshot.status === 'failed' || snapshot.status === 'gone') {
    const notFound = snapshot.status === 'gone' || snapshot.error?.statusCode === 404;
    return (
      <main id="main" className="editor-message">
        <title>{t('editor.pageTitle', { name: t('app.name') })}</title>
        <h1>{notFound ? t('editor.missing.title') : t('editor.forbidden.title')}</h1>
        <p>{notFound ? t('editor.missing.body') : (snapshot.error?.message ?? t('editor.forbidden.body'))}</p>
        <Link className="button button--primary" to={ROUTES.presentations}>
          {t('editor.missing.back')}
        </Link>
        {notFound && snapshot.status === 'failed' && !services.session.current()?.user.isGuest && <RequestAccess presentationId={presentationId} />}
      </main>
    );
  }

  if (!deck || !context) {
    return (
      <main id="main" className="editor-message" aria-busy="true">
        <p className="loading" role="status">
          {t('editor.loading')}
        </p>
      </main>
    );
  }

  const canvasLabel = slide
    ? t('editor.canvas.label', { number: slide.order, type: t(slideTypeNameKey(slide)) })
    : t('editor.canvas.empty');
  return (
    <EditorProvider value={context}>
      <div className="editor">
        <title>{t('editor.pageTitle', { name: deck.name })}</title>
        <a className="skip-link" href="#editor-canvas">
          {t('editor.skipToCanvas')}
        </a>
        <EditorTopBar
          name={deck.name}
          snapshot={snapshot}
          onBack={back}
          onRename={rename}
          onUndo={undo}
          onRedo={redo}
          onHistory={() => setShowingHistory(true)}
          onShare={canEdit && permissions?.canShare ? () => setSharing(true) : undefined}
          onImport={canEdit ? () => setImporting(true) : undefined}
          presentHref={presentingPath(presentationId, slide?.id)}
          hasSlides={deck.slides.length > 0}
          canEdit={canEdit}
          mayPresent={permissions?.canPresent === true}
          canRename={permissions?.canRename === true}
          ownUserId={session?.user.id}
        />
        {deck.deletedAt && (
          <p className="editor__banner" role="status">
            {t('editor.trashed.body')} <Link to={ROUTES.trash}>{t('editor.trashed.link')}</Link>
          </p>
        )}
        {session?.user.isGuest && permissions?.canEdit && <GuestKeepNotice presentationId={presentationId} />}
        <TakeOverNotice controls={takeOver} userId={session?.user.id ?? null} othersEditing={snapshot.otherEditors.some((editor) => editor.userId !== session?.user.id)} />
        {permissions?.canEdit === false && !takeOver.view?.canTakeOver && <ViewOnlyNotice />}
        <div className="editor__body">
          <SlideList onAdd={() => setPicking(true)} onDelete={deleteSlide} canEdit={canEdit} />
          <main id="editor-canvas" className="editor__stage" tabIndex={-1}>
            {slide ? (
              <ScaledCanvas label={canvasLabel} interactive={canEdit && slide.type === 'freestyle'}>
                {canEdit && slide.type === 'freestyle' ? <CanvasEditor slide={slide} /> : <StageSlide slide={slide} deck={deck} />}
              </ScaledCanvas>
            ) : (
              <div className="editor__empty">
                <h2>{t('editor.emptyDeck.title')}</h2>
                <p>{t('editor.emptyDeck.body')}</p>
                {canEdit && (
                  <button type="button" className="button button--primary" onClick={() => setPicking(true)}>
                    {t('editor.slides.add')}
                  </button>
                )}
              </div>
            )}
          </main>
          <RightPanel slide={slide} tab={tab} onTab={setTab} focusSlide={focusSlide} onFocused={() => setFocusSlide(null)} canEdit={canEdit} />
        </div>
        {showingHistory && (
          <HistoryPanel deck={deck} canRestore={canEdit && !deck.deletedAt} onRestore={restoreVersion} onClose={() => setShowingHistory(false)} />
        )}
        {importing && canEdit && <ImportDialog presentationId={presentationId} onClose={() => setImporting(false)} />}
        {sharing && canEdit && permissions?.canShare && <ShareDialog presentationId={presentationId} name={deck.name} onClose={() => setSharing(false)} />}
        {picking && canEdit && <SlidePicker onPick={addSlide} onClose={() => setPicking(false)} deck={deck} />}
        {slideLimit && (
          <Modal
            title={t('editor.slideLimit.title')}
            role="alertdialog"
            onClose={() => setSlideLimit(false)}
            actions={
              <button type="button" className="button button--primary" onClick={() => setSlideLimit(false)}>
                {t('common.close')}
              </button>
            }
          >
            <p>{t('editor.slideLimit.body', { max: MAX_SLIDES_PER_PRESENTATION })}</p>
          </Modal>
        )}
      </div>
    </EditorProvider>
  );
}

/** Every slide and option id in the deck: what a command added is what was not there before it. */
function idsOf(deck: DeckDocument | null): Set<string> {
  return new Set((deck?.slides ?? []).flatMap((slide) => [slide.id, ...slide.options.map((option) => option.id)]));
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeckSyncSnapshot } from '../../sync/deck-sync.js';
import { BackIcon, RedoIcon, UndoIcon } from '../../ui/icons.js';
import { CollaboratorHeads } from './CollaboratorHeads.js';

interface Props {
  readonly name: string;
  readonly snapshot: DeckSyncSnapshot;
  readonly onBack: () => void;
  readonly onRename: (name: string) => Promise<void>;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onHistory: () => void;
  readonly onShare?: () => void;
  /** Import slides from a document or a quiz sheet (issue 27); absent for someone who may not edit. */
  readonly onImport?: () => void;
  readonly presentHref: string;
  /** Present needs at least one slide. */
  readonly hasSlides: boolean;
  /** False for someone who may only view the deck: no undo/redo (issue 24). */
  readonly canEdit: boolean;
  /** Whether the server lets this person run the deck live: no Present otherwise (README "Team roles"). */
  readonly mayPresent: boolean;
  /** Whether the server lets this person rename the deck: the name is read-only otherwise. */
  readonly canRename: boolean;
  readonly ownUserId: string | undefined;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function EditorTopBar({ name, snapshot, onBack, onRename, onUndo, onRedo, onHistory, onShare, onImport, presentHref, hasSlides, canEdit, mayPresent, canRename, ownUserId }: Props) {
  const { t } = useTranslation();
  const modifier = IS_MAC ? '⌘' : 'Ctrl';
  const saving = snapshot.pendingCount > 0;
  const connected = snapshot.connection === 'good' || snapshot.connection === 'unstable';
  return (
    <header className="editor-bar">
      <button type="button" className="icon-button editor-bar__back" aria-label={t('editor.bar.back')} title={t('editor.bar.back')} onClick={onBack}>
        <BackIcon />
      </button>
      {/* The screen's one h1: the visible title is the name field beside it. */}
      <h1 className="visually-hidden">{t('editor.bar.heading', { name })}</h1>
      <NameField name={name} onRename={onRename} readOnly={!canRename} />
      <div className="editor-bar__status">
        <span className={`connection connection--${snapshot.connection}`} role="status" data-connection={snapshot.connection}>
          <span className="connection__dot" aria-hidden="true" />
          {t(`editor.connection.${snapshot.connection}`)}
        </span>
        <span className="save-state" role="status" data-saving={saving}>
          {saving
            ? connected
              ? t('editor.bar.saving')
              : t('editor.bar.waiting', { count: snapshot.pendingCount })
            : t('editor.bar.saved')}
        </span>
      </div>
      <CollaboratorHeads others={snapshot.otherEditors} ownUserId={ownUserId} />
      <div className="editor-bar__actions">
        {canEdit && (
          <>
            <button
              type="button"
              className="icon-button"
              aria-label={t('editor.history.undo')}
              title={t('editor.history.undoHint', { modifier })}
              aria-keyshortcuts="Control+Z Meta+Z"
              disabled={!snapshot.canUndo}
              onClick={onUndo}
            >
              <UndoIcon />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('editor.history.redo')}
              title={t('editor.history.redoHint', { modifier })}
              aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
              disabled={!snapshot.canRedo}
              onClick={onRedo}
            >
              <RedoIcon />
            </button>
          </>
        )}
        <button type="button" className="button button--small" title={t('editor.versions.openHint')} aria-haspopup="dialog" onClick={onHistory}>
          {t('editor.versions.open')}
        </button>
        {onImport && (
          <button type="button" className="button button--small" title={t('import.openHint')} aria-haspopup="dialog" onClick={onImport}>
            {t('import.open')}
          </button>
        )}
        {onShare && (
          <button type="button" className="button button--small" title={t('sharing.openHint')} aria-haspopup="dialog" onClick={onShare}>
            {t('sharing.open')}
          </button>
        )}
        {!mayPresent ? null : hasSlides ? (
          <Link className="button button--primary button--small" to={presentHref}>
            {t('editor.bar.present')}
          </Link>
        ) : (
          <button type="button" className="button button--primary button--small" disabled title={t('editor.bar.presentNeedsSlides')}>
            {t('editor.bar.present')}
          </button>
        )}
      </div>
    </header>
  );
}

/** The presentation's name, renamed in place (Enter or leaving the field saves; Escape puts it back). */
function NameField({ name, onRename, readOnly }: { name: string; onRename: (name: string) => Promise<void>; readOnly: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next && next !== name) await onRename(next);
  };
  return (
    <input
      className="editor-bar__name"
      aria-label={t('editor.bar.name')}
      value={draft ?? name}
      readOnly={readOnly}
      maxLength={255}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setDraft(null);
          event.currentTarget.blur();
        }
      }}
    />
  );
}

import { useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import { AI_CHAT_SOCKET_EVENT, type AiChatResponse } from '../../../../contracts/ai/chat.js';
import {
  IMPORT_MESSAGES,
  IMPORT_STATUS_SOCKET_EVENT,
  MAX_IMPORT_FILE_BYTES,
  type ImportChoice,
  type ImportStatusPayload,
} from '../../../../contracts/imports/document-import.js';
import { createAiApi } from '../../api/ai-api.js';
import { ApiError } from '../../api/api-error.js';
import { createImportsApi, QUIZ_SHEET_TEMPLATE_URL } from '../../api/imports-api.js';
import { useServices } from '../../app-services.js';
import { newId } from '../../sync/new-id.js';
import { Modal } from '../../ui/Modal.js';
import { useAiEnabled } from '../ai/use-ai-enabled.js';
import { documentTextForAi, generationAction } from './document-generation.js';
import { importProgressReducer, isBusy, mayClose, type ImportProgress } from './import-progress.js';

const DOCUMENT_EXTENSIONS = ['.pptx', '.ppt', '.pdf'];
/** The spec's order of the three choices (doc 3 §2 import-document modal). */
const CHOICE_ORDER: readonly ImportChoice[] = ['importOnly', 'importAndGenerate', 'generateOnly'];

/** What the person reads when an import is refused: the server's message (the spec's texts), else 'Import failed.'. */
function failureMessage(failure: unknown): string {
  return failure instanceof ApiError ? failure.body.message : IMPORT_MESSAGES.failed;
}

/** Checked before sending (spec doc 3 §5): the server checks again, by the file's content. */
function refusalBeforeUpload(file: File): string | null {
  if (!DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) return IMPORT_MESSAGES.unsupportedType;
  if (file.size > MAX_IMPORT_FILE_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

/**
 * The import modal (spec doc 3 §2 "Import slides", "Import sheet modal"): a PowerPoint or PDF, or quiz questions from
 * the template spreadsheet, added to this deck. Progress arrives on the person's socket; the slides reach the
 * editor like any other change.
 */
export function ImportDialog({ presentationId, onClose }: { presentationId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const api = useMemo(() => createImportsApi(services.http), [services.http]);
  const ai = useMemo(() => createAiApi(services.http), [services.http]);
  const aiEnabled = useAiEnabled();
  // Spec doc 3 §4: import and generate is the default; without an AI provider, importing is all there is.
  const [chosen, choose] = useState<ImportChoice>('importAndGenerate');
  const choice: ImportChoice = aiEnabled ? chosen : 'importOnly';
  const [progress, dispatch] = useReducer(importProgressReducer, { stage: 'idle' } as ImportProgress);
  /** The generation this dialog asked for: the chat's answers to other requests are not its own. */
  const generation = useRef<string | null>(null);
  const generationFailed = t('importGenerate.failed');

  useEffect(() => {
    const socket = io({ auth: (callback: (data: object) => void) => void services.tokens.current().then((token) => callback({ token })) });
    socket.on(IMPORT_STATUS_SOCKET_EVENT, (status: ImportStatusPayload) => {
      if (status.presentationId === presentationId) dispatch({ type: 'status', status });
    });
    socket.on(AI_CHAT_SOCKET_EVENT, (response: AiChatResponse) => {
      const action = response.requestId === generation.current ? generationAction(response, generationFailed) : null;
      if (action) dispatch(action);
    });
    return () => {
      socket.disconnect();
    };
  }, [presentationId, services.tokens, generationFailed]);

  const running = isBusy(progress);
  const closable = mayClose(progress);

  /** One import at a time: its end (the slides it added, or why not) is the HTTP answer's. */
  const run = async (upload: () => Promise<{ slideIds: readonly string[] }>, sheet: boolean) => {
    dispatch({ type: 'started' });
    try {
      dispatch({ type: 'finished', slideCount: (await upload()).slideIds.length, sheet });
    } catch (failure) {
      dispatch({ type: 'failed', message: failureMessage(failure) });
    }
  };

  const chosenFile = (event: ChangeEvent<HTMLInputElement>): File | null => {
    const file = event.target.files?.[0] ?? null;
    // The same file can be chosen again after a failure.
    event.target.value = '';
    return file;
  };

  const importDocument = (event: ChangeEvent<HTMLInputElement>) => {
    const file = chosenFile(event);
    if (!file) return;
    const refusal = refusalBeforeUpload(file);
    if (refusal) return dispatch({ type: 'failed', message: refusal });
    void runDocument(file);
  };

  /** The document imported, read for the AI, or both (spec doc 3 §4 import choice); the AI's end comes over the socket. */
  const runDocument = async (file: File) => {
    dispatch({ type: 'started' });
    try {
      const result = await api.importDocument(presentationId, file, choice);
      if (choice === 'importOnly') return dispatch({ type: 'finished', slideCount: result.slideIds.length, sheet: false });
      const documentText = documentTextForAi(result.texts);
      // A document of pictures only gives the AI nothing to write from.
      if (!documentText) return dispatch({ type: 'failed', message: generationFailed });
      const requestId = newId();
      generation.current = requestId;
      dispatch({ type: 'generating' });
      await ai.generateFromDocument(presentationId, requestId, documentText, file.name);
    } catch (failure) {
      dispatch({ type: 'failed', message: failureMessage(failure) });
    }
  };

  const importSheet = (event: ChangeEvent<HTMLInputElement>) => {
    const file = chosenFile(event);
    if (file) void run(() => api.importSheet(presentationId, file), true);
  };

  return (
    <Modal
      title={t('import.title')}
      size="medium"
      onClose={closable ? onClose : undefined}
      actions={
        <button type="button" className="button" onClick={onClose} disabled={!closable}>
          {t('import.close')}
        </button>
      }
    >
      <section className="import-dialog__section" aria-labelledby="import-document-heading">
        <h3 id="import-document-heading">{t('import.documentHeading')}</h3>
        <p>{t('import.documentHint')}</p>
        {aiEnabled && (
          <fieldset className="import-dialog__choices" disabled={running}>
            <legend>{t('importGenerate.choice')}</legend>
            {CHOICE_ORDER.map((option) => (
              <label key={option} className="import-dialog__choice">
                <input type="radio" name="import-choice" value={option} checked={chosen === option} onChange={() => choose(option)} />
                {t(`importGenerate.${option}`)}
              </label>
            ))}
          </fieldset>
        )}
        <label className="button button--primary">
          {t('import.chooseDocument')}
          <input className="visually-hidden" type="file" accept={DOCUMENT_EXTENSIONS.join(',')} disabled={running} onChange={importDocument} />
        </label>
      </section>
      <section className="import-dialog__section" aria-labelledby="import-sheet-heading">
        <h3 id="import-sheet-heading">{t('import.sheetHeading')}</h3>
        <p>
          {t('import.sheetHint')} <a href={QUIZ_SHEET_TEMPLATE_URL} download>{t('import.template')}</a>
        </p>
        <label className="button">
          {t('import.chooseSheet')}
          <input className="visually-hidden" type="file" accept=".xlsx" disabled={running} onChange={importSheet} />
        </label>
      </section>
      <ProgressLine progress={progress} />
    </Modal>
  );
}

function ProgressLine({ progress }: { progress: ImportProgress }) {
  const { t } = useTranslation();
  switch (progress.stage) {
    case 'idle':
      return null;
    case 'uploading':
    case 'converting':
      return <p role="status" className="import-dialog__status">{t(`import.stage.${progress.stage}`)}</p>;
    case 'generating':
      return <p role="status" className="import-dialog__status">{t('importGenerate.generating')}</p>;
    case 'importing':
      return (
        <p role="status" className="import-dialog__status">
          {progress.total ? t('import.stage.importingCount', { done: progress.done, total: progress.total }) : t('import.stage.importing')}
        </p>
      );
    case 'ready':
      return <p role="status" className="import-dialog__status">{progress.sheet ? t('import.stage.sheetReady', { count: progress.slideCount }) : t('import.stage.ready')}</p>;
    case 'failed':
      return <p role="alert" className="import-dialog__error">{progress.message}</p>;
    default:
      return progress satisfies never;
  }
}

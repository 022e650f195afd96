import type { DocumentImported, DocumentImportEvent } from '../../../contracts/imports/document-import.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';

export interface DocumentImportState {
  readonly imported: DocumentImported['data'] | null;
}

export type DocumentImportCommand = { readonly type: 'RecordDocumentImport'; readonly record: Omit<DocumentImported['data'], 'importedAt'> };

/** One document import on `document-import-{importId}`, recorded once. */
export const documentImportDecider: Decider<DocumentImportState, DocumentImportCommand, DocumentImportEvent> = {
  initialState: { imported: null },
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentImported':
        return { imported: event.data };
      default:
        return state;
    }
  },
  decide(command, state, { actor, now }) {
    if (actor.kind !== 'user' && actor.kind !== 'guest') throw new Forbidden('Only presenters import documents.');
    switch (command.type) {
      case 'RecordDocumentImport':
        // A retried record of the same import is already there.
        if (state.imported) return [];
        return [{ type: 'DocumentImported', data: { ...command.record, importedAt: now } }];
      default:
        return command.type satisfies never;
    }
  },
};

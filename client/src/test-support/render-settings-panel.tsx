import { render } from '@testing-library/react';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import { EditorProvider } from '../features/editor/editor-context.js';
import { SettingsPanel } from '../features/editor/settings/SettingsPanel.js';
import { WithServices } from './with-services.js';

/** The editor's settings panel alone, on `deck`: what it dispatches is collected; `fetchImpl` answers its server calls. */
export function renderSettingsPanel(deck: DeckDocument, fetchImpl?: typeof fetch): DeckCommand[] {
  const dispatched: DeckCommand[] = [];
  render(
    <WithServices fetchImpl={fetchImpl}>
      <EditorProvider value={{ deck, slide: null, dispatch: (command) => dispatched.push(command), create: () => [], keyOf: (id) => id, selectSlide: () => undefined }}>
        <SettingsPanel />
      </EditorProvider>
    </WithServices>,
  );
  return dispatched;
}

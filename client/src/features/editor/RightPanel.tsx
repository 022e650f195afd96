import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { AiPanel } from '../ai/AiPanel.js';
import { SpellingPanel } from '../ai/SpellingPanel.js';
import { useSpellcheck } from '../ai/use-spellcheck.js';
import { AudioPanel } from '../audio/AudioPanel.js';
import { EditorTemplates } from '../templates/EditorTemplates.js';
import { ContentPanel } from './content/ContentPanel.js';
import { DesignPanel } from './design/DesignPanel.js';
import { useEditor } from './editor-context.js';
import { SettingsPanel } from './settings/SettingsPanel.js';

/** Spec doc 2 §2 "Editor right-side panel": content, design, audio, settings, and AI (issue 27). */
export const PANEL_TABS = ['content', 'design', 'audio', 'settings', 'ai'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

interface Props {
  readonly slide: DeckSlide | null;
  readonly tab: PanelTab;
  readonly onTab: (tab: PanelTab) => void;
  /** A slide (by the id it was added with) whose first field takes focus when its content opens. */
  readonly focusSlide: string | null;
  readonly onFocused: () => void;
  /** False for someone who may only view the deck: every field shows its value and none can be changed. */
  readonly canEdit: boolean;
}

export function RightPanel({ slide, tab, onTab, focusSlide, onFocused, canEdit }: Props) {
  const { t } = useTranslation();
  const { keyOf, deck } = useEditor();
  const spelling = useSpellcheck(deck.id, deck.slides, canEdit);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + PANEL_TABS.length) % PANEL_TABS.length;
    onTab(PANEL_TABS[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <aside className="right-panel" aria-label={t('editor.panel.label')}>
      <div className="tabs" role="tablist" aria-label={t('editor.panel.label')}>
        {PANEL_TABS.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`panel-tab-${key}`}
            aria-controls={`panel-${key}`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            className="tabs__tab"
            onClick={() => onTab(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`editor.panel.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div className="right-panel__body" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`panel-tab-${tab}`} tabIndex={0}>
        {/* A disabled fieldset makes every control inside it read-only at once, whatever the panel. */}
        <fieldset className="right-panel__fields" disabled={!canEdit}>
          {tab === 'content' &&
            (slide ? (
              <>
                <ContentPanel key={keyOf(slide.id)} slide={slide} focusFirstField={focusSlide === keyOf(slide.id)} onFocused={onFocused} />
                {spelling.available && <SpellingPanel slide={slide} spelling={spelling} />}
              </>
            ) : (
              <p className="right-panel__empty">{t('editor.panel.noSlide')}</p>
            ))}
          {tab === 'content' && canEdit && <EditorTemplates />}
          {tab === 'design' && <DesignPanel slide={slide} />}
          {tab === 'audio' && <AudioPanel slide={slide} />}
          {tab === 'settings' && <SettingsPanel />}
          {tab === 'ai' && <AiPanel presentationId={deck.id} />}
        </fieldset>
      </div>
    </aside>
  );
}

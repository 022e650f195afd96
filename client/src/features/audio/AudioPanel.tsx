import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { uploadedAudioPathSchema } from '../../../../contracts/media/uploaded-audio.js';
import { httpUrlSchema, type SlideAudio } from '../../../../contracts/slides/common-schemas.js';
import { CommitText, PanelSection, Toggle } from '../editor/content/fields.js';
import { useEditor } from '../editor/editor-context.js';
import { AudioUpload } from './AudioUpload.js';

/** Spec doc 2 §2: the Audio tab, with sub-tabs for the selected slide's audio and the whole presentation's. */
export function AudioPanel({ slide }: { slide: DeckSlide | null }) {
  const { t } = useTranslation();
  const { deck, dispatch } = useEditor();
  const [tab, setTab] = useState<'slide' | 'presentation'>(slide ? 'slide' : 'presentation');
  const scope = tab === 'slide' && slide ? 'slide' : 'presentation';
  const setPresentationAudio = (audio: SlideAudio | null) =>
    dispatch({ type: 'UpdatePresentationAttributes', data: { presentationId: deck.id, attributes: { audio } } });
  return (
    <div className="panel-content">
      <div className="segmented" role="group" aria-label={t('audio.panel.tabs')}>
        <button type="button" className="segmented__button" aria-pressed={scope === 'slide'} disabled={!slide} onClick={() => setTab('slide')}>
          {t('audio.panel.slideTab')}
        </button>
        <button type="button" className="segmented__button" aria-pressed={scope === 'presentation'} onClick={() => setTab('presentation')}>
          {t('audio.panel.presentationTab')}
        </button>
      </div>
      {scope === 'slide' && slide ? (
        <AudioSettings
          key={slide.id}
          presentationId={deck.id}
          title={t('audio.panel.slideTab')}
          lead={t('audio.panel.slideLead')}
          audio={slide.audio ?? null}
          onChange={(audio) => dispatch({ type: 'PatchSlide', data: { presentationId: deck.id, slideId: slide.id, fields: { audio } } })}
        />
      ) : (
        <AudioSettings
          presentationId={deck.id}
          title={t('audio.panel.presentationTab')}
          lead={t('audio.panel.presentationLead')}
          audio={deck.attributes.audio ?? null}
          onChange={setPresentationAudio}
        />
      )}
    </div>
  );
}

/** A new link or upload starts with its player's controls shown and nothing playing by itself (doc 2 §3 audio settings). */
const withSource = (audio: SlideAudio | null, link: string, name: string): SlideAudio => ({
  link,
  name,
  showControl: audio?.showControl ?? true,
  autoPlay: audio?.autoPlay ?? false,
  repeat: audio?.repeat ?? false,
  playOnAudience: audio?.playOnAudience ?? false,
});

/** The file's name from its address, as the player's label shows it. */
function nameOf(link: string): string {
  const last = new URL(link).pathname.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name stays as written.
  }
  return (name || new URL(link).hostname).slice(0, 255);
}

/** An uploaded file's link is this server's own path: the link field is for web links only. */
const isUploaded = (audio: SlideAudio | null) => audio !== null && uploadedAudioPathSchema.safeParse(audio.link).success;

interface SettingsProps {
  readonly presentationId: string;
  readonly title: string;
  readonly lead: string;
  readonly audio: SlideAudio | null;
  readonly onChange: (audio: SlideAudio | null) => void;
}

function AudioSettings({ presentationId, title, lead, audio, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const set = (changes: Partial<SlideAudio>) => audio && onChange({ ...audio, ...changes });
  return (
    <PanelSection title={title}>
      <p className="field__hint">{lead}</p>
      <AudioUpload presentationId={presentationId} label={title} onUploaded={(uploaded) => onChange(withSource(audio, uploaded.url, uploaded.name.slice(0, 255) || t('audio.upload.untitled')))} />
      <div className={error ? 'field--invalid' : undefined}>
        <CommitText
          label={t('audio.panel.linkLabel')}
          type="url"
          value={audio && !isUploaded(audio) ? audio.link : ''}
          placeholder="https://"
          hint={error ?? undefined}
          onCommit={(text) => {
            const link = text.trim();
            if (link === '') {
              setError(null);
              onChange(null);
            } else if (httpUrlSchema.safeParse(link).success) {
              setError(null);
              if (link !== audio?.link) onChange(withSource(audio, link, nameOf(link)));
            } else {
              setError(t('audio.panel.linkInvalid'));
            }
          }}
        />
      </div>
      {audio ? (
        <>
          <p className="field__hint" data-testid="audio-current">
            {t('audio.panel.current', { name: audio.name })}
          </p>
          <Toggle label={t('audio.panel.showControl')} checked={audio.showControl} onChange={(showControl) => set({ showControl })} />
          <Toggle label={t('audio.panel.autoPlay')} checked={audio.autoPlay} onChange={(autoPlay) => set({ autoPlay })} />
          <Toggle label={t('audio.panel.repeat')} checked={audio.repeat} onChange={(repeat) => set({ repeat })} />
          <Toggle label={t('audio.panel.playOnAudience')} checked={audio.playOnAudience} onChange={(playOnAudience) => set({ playOnAudience })} />
          <button type="button" className="button button--ghost" onClick={() => onChange(null)}>
            {t('audio.panel.remove')}
          </button>
        </>
      ) : (
        <p className="field__hint">{t('audio.panel.none')}</p>
      )}
    </PanelSection>
  );
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedAudioView } from '../../../../contracts/media/uploaded-audio.js';
import { createUploadsApi, uploadFailureMessage } from '../../api/uploads-api.js';
import { useServices } from '../../app-services.js';

/** What the picker offers; the server tells the format by the file's content whatever it is named. */
const ACCEPT = '.mp3,.ogg,.oga,.opus,.wav,.m4a,audio/mpeg,audio/ogg,audio/wav,audio/mp4,audio/x-m4a';

type Progress = { readonly state: 'idle' } | { readonly state: 'uploading' | 'done'; readonly name: string } | { readonly state: 'failed'; readonly message: string };

interface Props {
  readonly presentationId: string;
  /** Which audio this replaces (slide or presentation), for the control's name. */
  readonly label: string;
  readonly onUploaded: (audio: UploadedAudioView) => void;
}

/** An audio file from the presenter's computer, uploaded for this presentation (spec doc 3 §7 file-audio). */
export function AudioUpload({ presentationId, label, onUploaded }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const uploads = useMemo(() => createUploadsApi(http), [http]);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const inputId = useId();

  const upload = async (file: File) => {
    setProgress({ state: 'uploading', name: file.name });
    try {
      const audio = await uploads.uploadAudio(presentationId, file);
      onUploaded(audio);
      setProgress({ state: 'done', name: audio.name });
    } catch (failure) {
      setProgress({ state: 'failed', message: uploadFailureMessage(failure) });
    }
  };

  return (
    <div className="field audio-upload">
      <label className="button button--secondary button--small" htmlFor={inputId}>
        {t('audio.upload.button')}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={ACCEPT}
        aria-label={t('audio.upload.label', { label })}
        disabled={progress.state === 'uploading'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <p className="field__hint" role="status">
        {progress.state === 'uploading' ? t('audio.upload.uploading', { name: progress.name }) : progress.state === 'done' ? t('audio.upload.done', { name: progress.name }) : t('audio.upload.formats')}
      </p>
      {progress.state === 'failed' && (
        <p className="field__error" role="alert">
          {progress.message}
        </p>
      )}
    </div>
  );
}

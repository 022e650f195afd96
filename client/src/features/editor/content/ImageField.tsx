import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_FORMATS, type UploadedImageView } from '../../../../../contracts/media/uploaded-images.js';
import type { ImageRef } from '../../../../../contracts/slides/common-schemas.js';
import { createUploadsApi, imageRefOf, uploadFailureMessage } from '../../../api/uploads-api.js';
import { useServices } from '../../../app-services.js';
import { Modal } from '../../../ui/Modal.js';
import { imageSrc } from '../../slide-view/image-src.js';

const ACCEPT = ACCEPTED_IMAGE_FORMATS.map((format) => `image/${format}`).join(',');

interface Props {
  readonly label: string;
  readonly image: ImageRef | null | undefined;
  /** The image picked (with its pixel size, for placing it), or null when removed. */
  readonly onChange: (image: ImageRef | null, size?: { width: number; height: number }) => void;
}

/**
 * An image from the presenter's computer (uploaded, re-encoded by the server) or from "My Images", their earlier
 * uploads (spec doc 3 §3 image source tabs Upload and My Images).
 */
export function ImageField({ label, image, onChange }: Props) {
  const { t } = useTranslation();
  const { http } = useServices();
  const uploads = useMemo(() => createUploadsApi(http), [http]);
  const [status, setStatus] = useState<'idle' | 'uploading'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [library, setLibrary] = useState<UploadedImageView[] | 'loading' | null>(null);
  const inputId = useId();
  const errorId = useId();
  const preview = imageSrc(image, 'thumbnail');

  const pick = (view: UploadedImageView) => {
    setError(null);
    onChange(imageRefOf(view), { width: view.width, height: view.height });
  };

  const upload = async (file: File) => {
    setStatus('uploading');
    setError(null);
    try {
      pick(await uploads.uploadImage(file));
    } catch (failure) {
      setError(uploadFailureMessage(failure));
    } finally {
      setStatus('idle');
    }
  };

  const openLibrary = async () => {
    setLibrary('loading');
    try {
      setLibrary(await uploads.myImages());
    } catch {
      setLibrary(null);
      setError(t('editor.images.libraryFailed'));
    }
  };

  return (
    <fieldset className="image-field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      {preview ? <img className="image-field__preview" src={preview} alt={t('editor.images.current', { label })} /> : <p className="field__hint">{t('editor.images.none')}</p>}
      <div className="image-field__actions">
        <label className="button button--secondary button--small image-field__upload" htmlFor={inputId}>
          {status === 'uploading' ? t('editor.images.uploading') : t('editor.images.upload')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          aria-label={t('editor.images.uploadFor', { label })}
          disabled={status === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <button type="button" className="button button--ghost button--small" onClick={() => void openLibrary()} aria-label={t('editor.images.myImagesFor', { label })}>
          {t('editor.images.myImages')}
        </button>
        {image && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)} aria-label={t('editor.images.removeFrom', { label })}>
            {t('editor.images.remove')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {library !== null && (
        <Modal title={t('editor.images.myImagesTitle')} onClose={() => setLibrary(null)} size="medium">
          {library === 'loading' ? (
            <p aria-busy="true">{t('editor.images.loading')}</p>
          ) : library.length === 0 ? (
            <p>{t('editor.images.noUploads')}</p>
          ) : (
            <ul className="image-library">
              {library.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="image-library__item"
                    onClick={() => {
                      pick(entry);
                      setLibrary(null);
                    }}
                  >
                    <img src={entry.thumbnail} alt="" />
                    <span>{entry.name || t('editor.images.untitled')}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Modal>
      )}
    </fieldset>
  );
}

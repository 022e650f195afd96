import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app-services.js';
import { Modal } from '../../ui/Modal.js';
import { QrCode } from '../live/QrCode.js';
import { createRemoteAccessApi, remoteLink } from './remote-api.js';

type Code = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; code: string | null };

/** The presenter's remote control link: generated when the presentation has none, renewed or turned off here. */
export function RemotePanel({ presentationId, origin, onClose }: { presentationId: string; origin: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createRemoteAccessApi(http), [http]);
  const [code, setCode] = useState<Code>({ status: 'loading' });

  const run = (call: Promise<{ remoteAccessCode: string | null }>) =>
    call.then(
      (answer) => setCode({ status: 'ready', code: answer.remoteAccessCode }),
      () => setCode({ status: 'failed' }),
    );

  // Opening the panel makes the code if there is none.
  useEffect(() => {
    api.ensure(presentationId).then(
      (answer) => setCode({ status: 'ready', code: answer.remoteAccessCode }),
      () => setCode({ status: 'failed' }),
    );
  }, [api, presentationId]);

  const link = code.status === 'ready' && code.code ? remoteLink(origin, presentationId, code.code) : null;
  return (
    <Modal title={t('remote.panel.title')} onClose={onClose} size="medium">
      <div className="qr-panel remote-panel">
        <p>{t('remote.panel.lead')}</p>
        {code.status === 'failed' && <p role="alert">{t('remote.panel.failed')}</p>}
        {link && (
          <>
            <QrCode value={link} label={t('remote.panel.qrLabel', { link })} className="qr-panel__code" />
            <p className="qr-panel__link">
              <a href={link} target="_blank" rel="noopener noreferrer" data-testid="remote-link">
                {link}
              </a>
            </p>
          </>
        )}
        {code.status === 'ready' && code.code === null && <p role="status">{t('remote.panel.revoked')}</p>}
        <div className="remote-panel__actions">
          {code.status === 'ready' && code.code === null ? (
            <button type="button" className="button button--primary" onClick={() => void run(api.ensure(presentationId))}>
              {t('remote.panel.turnOn')}
            </button>
          ) : (
            <>
              <button type="button" className="button button--secondary" disabled={code.status !== 'ready'} onClick={() => void run(api.regenerate(presentationId))}>
                {t('remote.panel.regenerate')}
              </button>
              <button type="button" className="button button--secondary" disabled={code.status !== 'ready'} onClick={() => void run(api.revoke(presentationId))}>
                {t('remote.panel.revoke')}
              </button>
            </>
          )}
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('remote.panel.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.js';
import { formatAccessCode, joinAddress, joinLink } from './join-link.js';
import { QrCode } from './QrCode.js';

/** The QR code panel: big enough to scan from the back of the room. */
export function QrPanel({ accessCode, origin, joinToken, onClose }: { accessCode: string; origin: string; joinToken: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const link = joinLink(origin, accessCode);
  return (
    <Modal title={t('live.presenting.joinInstruction', { link: joinAddress(origin), code: formatAccessCode(accessCode) })} onClose={onClose} size="medium">
      <div className="qr-panel">
        <QrCode value={joinLink(origin, accessCode, joinToken)} label={t('live.presenting.qrCode', { link })} className="qr-panel__code" />
        <p className="qr-panel__link">{link}</p>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('live.presenting.hideQr')}
        </button>
      </div>
    </Modal>
  );
}

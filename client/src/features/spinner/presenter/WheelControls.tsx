import { useTranslation } from 'react-i18next';
import type { SpinnerWheelState } from '../../../../../contracts/spinner-wheel/socket-protocol.js';
import type { WheelAction } from './wheel-api.js';

interface Props {
  readonly wheel: SpinnerWheelState | null;
  /** The wheel turns now (by the server's clock). */
  readonly spinning: boolean;
  readonly busy: boolean;
  readonly onAct: (action: WheelAction) => void;
}

/**
 * The wheel's buttons in the presenting controls (spec doc 2 §4 "Spinner wheel: spin, stop and update actions"):
 * spin, stop it early, take the winner off and spin again, put back what was taken off, add everyone who joined.
 */
export function WheelControls({ wheel, spinning, busy, onAct }: Props) {
  const { t } = useTranslation();
  if (!wheel) return null;
  const winner = !spinning && wheel.spin && wheel.spin.landingIndex >= 0 ? wheel.spin.winner : null;
  const button = 'presenting__control presenting__control--text';
  return (
    <>
      {spinning ? (
        <button type="button" className={button} onClick={() => onAct({ action: 'stop' })} disabled={busy}>
          {t('spinner.controls.stop')}
        </button>
      ) : (
        <button type="button" className={button} onClick={() => onAct({ action: 'spin' })} disabled={busy || wheel.entries.length === 0}>
          {wheel.spin ? t('spinner.controls.spinAgain') : t('spinner.controls.spin')}
        </button>
      )}
      {winner?.id && (
        <button type="button" className={button} onClick={() => onAct({ action: 'update', body: { removeEntryIds: [winner.id!] } })} disabled={busy} title={t('spinner.controls.removeWinner', { title: winner.title })}>
          {t('spinner.controls.removeWinnerShort')}
        </button>
      )}
      {wheel.removed > 0 && !spinning && (
        <button type="button" className={button} onClick={() => onAct({ action: 'update', body: { restoreEntries: true } })} disabled={busy}>
          {t('spinner.controls.restore', { count: wheel.removed })}
        </button>
      )}
      <button
        type="button"
        className={button}
        aria-pressed={wheel.includeAudience}
        onClick={() => onAct({ action: 'update', body: { includeAudience: !wheel.includeAudience } })}
        disabled={busy || spinning}
      >
        {t('spinner.controls.includeAudience')}
      </button>
    </>
  );
}

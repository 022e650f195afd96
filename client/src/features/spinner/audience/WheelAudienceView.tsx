import { useTranslation } from 'react-i18next';
import type { SpinnerWheelState } from '../../../../../contracts/spinner-wheel/socket-protocol.js';
import { SpinnerWheel } from '../SpinnerWheel.js';

/** A spinner wheel on a phone: the same wheel, landing on the same entry as the presenter's screen. */
export function WheelAudienceView({ wheel, offsetMs }: { wheel: SpinnerWheelState | null; offsetMs: number }) {
  const { t } = useTranslation();
  if (!wheel) return <p className="audience-muted">{t('spinner.waiting')}</p>;
  return (
    <div className="wheel-audience">
      <SpinnerWheel wheel={wheel} offsetMs={offsetMs} size="compact" />
      {!wheel.spin && <p className="audience-muted">{t('spinner.waiting')}</p>}
    </div>
  );
}

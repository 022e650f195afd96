import { useTranslation } from 'react-i18next';
import type { SpinnerWheelState } from '../../../../../contracts/spinner-wheel/socket-protocol.js';
import { SpinnerWheel } from '../SpinnerWheel.js';

interface Props {
  readonly title: string;
  /** The wheel in the running session, or null before it came. */
  readonly wheel: SpinnerWheelState | null;
  readonly offsetMs: number;
}

/** Winners listed beside the wheel, the latest first. */
const WINNERS_SHOWN = 6;

/** A spinner wheel on the presenting stage: the wheel, how many entries it has, and the winners so far. */
export function WheelStage({ title, wheel, offsetMs }: Props) {
  const { t } = useTranslation();
  const earlier = wheel ? wheel.winners.slice(0, wheel.spin ? -1 : undefined).reverse().slice(0, WINNERS_SHOWN) : [];
  return (
    <div className="slide-content slide-content--interactive wheel-stage">
      {title && <h1 className="slide-content__title">{title}</h1>}
      {wheel ? (
        <SpinnerWheel wheel={wheel} offsetMs={offsetMs} size="stage">
          <p className="wheel-stage__count">{t('spinner.entries', { count: wheel.entries.length })}</p>
          {earlier.length > 0 && (
            <section className="wheel-stage__earlier" aria-labelledby="wheel-earlier-winners">
              <h2 id="wheel-earlier-winners" className="wheel-stage__heading">
                {t('spinner.previousWinners')}
              </h2>
              <ol className="wheel-stage__winners" reversed>
                {earlier.map((winner, index) => (
                  <li key={`${winner.id ?? winner.title}-${index}`}>{winner.title}</li>
                ))}
              </ol>
            </section>
          )}
        </SpinnerWheel>
      ) : (
        <p className="ideas-stage__empty">{t('spinner.waiting')}</p>
      )}
    </div>
  );
}

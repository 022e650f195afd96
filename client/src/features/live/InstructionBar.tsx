import { Trans, useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { PresentationSettings } from '../../../../contracts/deck/settings.js';
import { formatAccessCode, joinAddress, joinLink } from './join-link.js';
import { QrCode } from './QrCode.js';

interface Props {
  readonly accessCode: string;
  readonly origin: string;
  readonly onShowQr: () => void;
}

/** How to join, on the slide itself: the address, the code and a QR code to scan (spec doc 2 §2 instruction bar). */
export function InstructionBar({ accessCode, origin, onShowQr }: Props) {
  const { t } = useTranslation();
  const link = joinLink(origin, accessCode);
  return (
    <div className="instruction-bar" role="note" aria-label={t('live.presenting.joinInstruction', { link: joinAddress(origin), code: formatAccessCode(accessCode) })}>
      <p className="instruction-bar__text" aria-hidden="true">
        <Trans
          i18nKey="live.presenting.joinAtCode"
          values={{ link: joinAddress(origin), code: formatAccessCode(accessCode) }}
          components={{
            host: <strong className="instruction-bar__host" data-testid="join-address" />,
            code: <strong className="instruction-bar__code" data-testid="access-code" />,
          }}
        />
      </p>
      <button type="button" className="instruction-bar__qr" onClick={onShowQr} aria-label={t('live.presenting.showQr')}>
        <QrCode value={link} label={t('live.presenting.qrCode', { link })} className="instruction-bar__qr-code" />
      </button>
    </div>
  );
}

/** Slides that show a document (an imported PowerPoint or PDF page, Google Slides): hideIntroBarDocument clears them. */
const DOCUMENT_SLIDE_TYPES: readonly string[] = ['document', 'googleSlides'];

/**
 * The deck's hideInstructionBar hides the bar on every slide, a slide's own hideInstructionBar on that slide, and
 * hideIntroBarDocument on document slides only.
 */
export function showsInstructionBar(
  settings: Pick<PresentationSettings, 'hideInstructionBar' | 'hideIntroBarDocument'>,
  slide: Pick<DeckSlide, 'type' | 'metadata' | 'hideInstructionBar'>,
): boolean {
  if (settings.hideInstructionBar || slide.hideInstructionBar === true) return false;
  const document = DOCUMENT_SLIDE_TYPES.includes(slide.type) || slide.metadata?.isImportedFromPPT === true;
  return !(settings.hideIntroBarDocument && document);
}

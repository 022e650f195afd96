import type { ReactNode } from 'react';
import type { Theme } from '../../../../../contracts/deck/attributes.js';
import { BLANK_SLIDE_STYLE } from '../../../../../contracts/slides/constants.js';
import { CheckIcon } from '../../../ui/icons.js';
import { deckFont } from '../../live/stage-style.js';
import { imageSrc } from '../../slide-view/image-src.js';

/** A theme as a small slide: its background, base and text colours and font, and its name. */
export function ThemeCard({ look, name, active, onApply, children }: { look: Theme; name: string; active: boolean; onApply: () => void; children?: ReactNode }) {
  const background = imageSrc(look.backgroundImage, 'thumbnail');
  const baseColour = look.baseColour ?? BLANK_SLIDE_STYLE.baseColour;
  return (
    <li className="theme-grid__item">
      <button
        type="button"
        className="theme-card"
        aria-pressed={active}
        style={{
          backgroundColor: baseColour,
          color: look.textColour ?? BLANK_SLIDE_STYLE.textColour,
          ...(look.fontFamily && { fontFamily: deckFont(look.fontFamily) }),
        }}
        onClick={onApply}
      >
        {background && <img className="theme-card__background" src={background} alt="" style={{ opacity: (look.visibility ?? BLANK_SLIDE_STYLE.visibility) / 100 }} />}
        <span className="theme-card__sample" aria-hidden="true">
          Aa
        </span>
        <span className="theme-card__name" style={{ backgroundColor: baseColour }}>
          {name}
        </span>
        {active && <CheckIcon size={16} />}
      </button>
      {children}
    </li>
  );
}

import { useTranslation } from 'react-i18next';

/** One click to a colour of a spec palette (doc 3 §9: the 2025 palette of 10, the 7 base colours). */
export function Swatches({ label, colours, value, onPick }: { label: string; colours: readonly string[]; value: string; onPick: (colour: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="swatches" aria-label={label}>
      {colours.map((colour) => (
        <li key={colour}>
          <button
            type="button"
            className="swatches__swatch"
            style={{ background: colour }}
            aria-label={t('editor.design.useColour', { colour })}
            aria-pressed={colour.toLowerCase() === value.toLowerCase()}
            onClick={() => onPick(colour)}
          />
        </li>
      ))}
    </ul>
  );
}

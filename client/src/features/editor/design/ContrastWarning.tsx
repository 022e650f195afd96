import { useTranslation } from 'react-i18next';
import { hasLowTextContrast, textContrastRatio } from '../../../../../services/themes/domain/text-contrast.js';

/** Spec doc 3 §5: the text and base colours are checked; text that would be hard to read is said so, next to the pickers. */
export function ContrastWarning({ textColour, baseColour }: { textColour: string; baseColour: string }) {
  const { t } = useTranslation();
  if (!hasLowTextContrast(textColour, baseColour)) return null;
  return (
    <div className="field__warning" role="status" data-testid="contrast-warning">
      <p>{t('editor.design.lowContrast', { ratio: textContrastRatio(textColour, baseColour).toFixed(1) })}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { AVATAR_EMOJIS } from './admission-form.js';

/** The emoji avatar choice (spec doc 2 §3 showEmojiAvatar): a radio group, so arrow keys move through it. */
export function EmojiPicker({ value, onChange }: { value: string; onChange: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="emoji-picker">
      <legend className="field__label">{t('audience.entry.avatarLegend')}</legend>
      <div className="emoji-picker__grid">
        {AVATAR_EMOJIS.map((emoji) => (
          <label key={emoji} className={`emoji-picker__option ${value === emoji ? 'emoji-picker__option--selected' : ''}`}>
            <input
              type="radio"
              name="avatar"
              value={emoji}
              checked={value === emoji}
              onChange={() => onChange(emoji)}
              aria-label={t('audience.entry.avatarOption', { emoji })}
            />
            <span aria-hidden="true">{emoji}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

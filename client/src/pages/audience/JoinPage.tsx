import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseAccessCode } from '../../features/audience/admission-form.js';
import { usePresentingLanguage } from '../../features/language/LanguageProvider.js';
import { browserTags, preferredLanguage } from '../../i18n/browser-language.js';

/** /join: the audience types the code from the presenter's screen. */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // No presentation yet: the phone's own language.
  usePresentingLanguage(preferredLanguage(browserTags()));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accessCode = parseAccessCode(code);
    if (!accessCode) {
      setError(t('audience.join.invalidCode'));
      document.getElementById(id)?.focus();
      return;
    }
    void navigate(`/${accessCode}`);
  };

  return (
    <div className="audience-page">
      <title>{t('audience.join.pageTitle')}</title>
      <main className="audience-page__main" id="main">
        <form className="audience-card join-code" onSubmit={submit} noValidate>
          <p className="join-code__brand" aria-hidden="true">
            {t('app.name')}
          </p>
          <h1>{t('audience.join.heading')}</h1>
          <p className="audience-muted">{t('audience.join.lead')}</p>
          <div className={`field ${error ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {t('audience.join.codeLabel')}
            </label>
            <input
              id={id}
              className="field__input join-code__input"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="go"
              maxLength={40}
              value={code}
              placeholder="123 456"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-message`}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
            <p id={`${id}-message`} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
              {error ?? t('audience.join.codeHint')}
            </p>
          </div>
          <button type="submit" className="button button--primary audience-card__submit">
            {t('audience.join.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}

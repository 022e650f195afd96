import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../contracts/shared/languages.js';
import { useSession } from '../../app-services.js';
import { browserTags, preferredLanguage } from '../../i18n/browser-language.js';
import type { LoadLocale } from '../../i18n/locale-loader.js';
import { switchLanguage } from '../../i18n/switch-language.js';
import { useToast } from '../../toasts/toasts.js';

type SetPresenting = (language: Language | null) => void;
const PresentingLanguageContext = createContext<SetPresenting | null>(null);

/**
 * Whose language the interface speaks: a presentation's while a screen of one asks for it (stage, audience phone),
 * else the signed-in presenter's stored choice, else the browser's. A language that does not load is told in a toast.
 */
export function LanguageProvider({ children, load }: { children: ReactNode; load?: LoadLocale }) {
  const { i18n } = useTranslation();
  const toast = useToast();
  const stored = useSession()?.user.personalInformation.presenterLanguage ?? null;
  const [presenting, setPresenting] = useState<Language | null>(null);
  const latest = useRef(0);
  const wanted = presenting ?? stored ?? preferredLanguage(browserTags());
  const use = presenting ? 'presenting' : 'presenter';

  useEffect(() => {
    // Only the newest choice may change the interface: a slow download must not undo a later one.
    const request = ++latest.current;
    const stillWanted = () => request === latest.current;
    void switchLanguage(i18n, wanted, use, load, stillWanted).then((outcome) => {
      if (outcome === 'fellBackToEnglish' && stillWanted()) toast.error(i18n.t('language.loadFailed'));
    });
  }, [i18n, wanted, use, load, toast]);

  return <PresentingLanguageContext.Provider value={setPresenting}>{children}</PresentingLanguageContext.Provider>;
}

/** A presentation's screen asks for its language while it is shown; null keeps the viewer's own. */
export function usePresentingLanguage(language: Language | null): void {
  const setPresenting = useContext(PresentingLanguageContext);
  useEffect(() => {
    if (!setPresenting) return;
    setPresenting(language);
    return () => setPresenting(null);
  }, [setPresenting, language]);
}

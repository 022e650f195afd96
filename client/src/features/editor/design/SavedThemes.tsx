import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeView } from '../../../../../contracts/themes/views.js';
import { reportFailure } from '../../../api/report-failure.js';
import { useToast } from '../../../toasts/toasts.js';
import { NameDialog } from '../../../ui/NameDialog.js';
import { TrashIcon } from '../../../ui/icons.js';
import { useTeam } from '../../team/use-team.js';
import { PanelSection } from '../content/fields.js';
import { useEditor } from '../editor-context.js';
import { saveRequestOf } from './look-of-deck.js';
import { ThemeCard } from './ThemeCard.js';
import { useSavedThemes } from './use-saved-themes.js';

const THEME_NAME_MAX_LENGTH = 100;

/** Personal themes (save the current design, use it in any deck) and the themes the team shares (spec doc 3 §3, §4). */
export function SavedThemes({ activeThemeId, onApply }: { activeThemeId: string | null; onApply: (theme: ThemeView) => void }) {
  const { t } = useTranslation();
  const { deck } = useEditor();
  const toast = useToast();
  const { api, load, reload } = useSavedThemes();
  const team = useTeam();
  const inTeam = team.load.status === 'loaded' && team.load.team !== null;
  const [naming, setNaming] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      reload();
    } catch (failure) {
      reportFailure(failure, toast.error);
    }
  };

  return (
    <>
      <PanelSection title={t('editor.design.myThemes')}>
        <button type="button" className="button button--secondary" onClick={() => setNaming(true)}>
          {t('editor.design.saveTheme')}
        </button>
        {load.status === 'failed' && (
          <p className="field__hint" role="alert">
            {t('editor.design.savedThemesFailed')}{' '}
            <button type="button" className="button button--small button--ghost" onClick={reload}>
              {t('editor.design.retry')}
            </button>
          </p>
        )}
        {load.status === 'loaded' &&
          (load.mine.length === 0 ? (
            <p className="field__hint">{t('editor.design.noSavedThemes')}</p>
          ) : (
            <ul className="theme-grid" aria-label={t('editor.design.myThemes')}>
              {load.mine.map((theme) => (
                <ThemeCard key={theme.id} look={theme} name={theme.themeName} active={activeThemeId === theme.id} onApply={() => onApply(theme)}>
                  <div className="theme-grid__actions">
                    {inTeam && (
                      <button
                        type="button"
                        className="button button--small"
                        aria-pressed={theme.isShareWithTeam}
                        onClick={() => void act(() => api.share(theme.id, !theme.isShareWithTeam), t(theme.isShareWithTeam ? 'editor.design.themeUnshared' : 'editor.design.themeShared', { name: theme.themeName }))}
                      >
                        {t('editor.design.shareWithTeam')}
                        <span className="visually-hidden">: {theme.themeName}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('editor.design.deleteTheme', { name: theme.themeName })}
                      onClick={() => void act(() => api.remove(theme.id), t('editor.design.themeDeleted', { name: theme.themeName }))}
                    >
                      <TrashIcon size={16} />
                    </button>
                  </div>
                </ThemeCard>
              ))}
            </ul>
          ))}
      </PanelSection>
      {load.status === 'loaded' && load.team.length > 0 && (
        <PanelSection title={t('editor.design.teamThemes')}>
          <ul className="theme-grid" aria-label={t('editor.design.teamThemes')}>
            {load.team.map((theme) => (
              <ThemeCard key={theme.id} look={theme} name={theme.themeName} active={activeThemeId === theme.id} onApply={() => onApply(theme)} />
            ))}
          </ul>
        </PanelSection>
      )}
      {naming && (
        <NameDialog
          title={t('editor.design.saveThemeTitle')}
          label={t('editor.design.themeName')}
          initialName={deck.attributes.themeName ?? deck.name}
          maxLength={THEME_NAME_MAX_LENGTH}
          emptyMessage={t('editor.design.themeNameEmpty')}
          onSave={async (name) => {
            await api.save(saveRequestOf(deck, name.slice(0, THEME_NAME_MAX_LENGTH)));
            toast.success(t('editor.design.themeSavedToast', { name }));
            setNaming(false);
            reload();
          }}
          onClose={() => setNaming(false)}
        />
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';

/** Issue 24: the editor opened by someone whose edits the server refuses says so, and how to be allowed to edit. */
export function ViewOnlyNotice() {
  const { t } = useTranslation();
  return (
    <p className="editor__banner" role="status">
      <strong>{t('editor.viewOnly.title')}</strong> {t('editor.viewOnly.body')}
    </p>
  );
}

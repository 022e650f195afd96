import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportsApi } from '../../api/reports-api.js';
import { sharedReportPath } from '../../routes.js';

/** The owner's share link of the report: shown on request, and reset (the old link then answers 404). */
export function ShareReportPanel({ api, presentationId }: { readonly api: ReportsApi; readonly presentationId: string }) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<string>, done: string) => {
    setBusy(true);
    try {
      setToken(await action());
      setNotice(done);
    } finally {
      setBusy(false);
    }
  };
  const link = token === null ? null : `${window.location.origin}${sharedReportPath(token)}`;
  return (
    <section aria-labelledby="report-share-heading" className="report__share">
      <h2 id="report-share-heading">{t('report.share')}</h2>
      <p>{t('report.shareIntro')}</p>
      {link === null ? (
        <button type="button" className="button" disabled={busy} onClick={() => void run(() => api.shareToken(presentationId), '')}>
          {t('report.showLink')}
        </button>
      ) : (
        <>
          <label>
            {t('report.shareLink')}
            <input type="text" readOnly value={link} data-testid="report-share-link" onFocus={(event) => event.target.select()} />
          </label>
          <button type="button" className="button" disabled={busy} onClick={() => void run(() => api.resetShareToken(presentationId), t('report.resetDone'))}>
            {t('report.resetLink')}
          </button>
        </>
      )}
      <p role="status">{notice}</p>
    </section>
  );
}

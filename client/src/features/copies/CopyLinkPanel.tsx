import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyLinkView } from '../../../../contracts/copies/copy-link.js';
import { useServices } from '../../app-services.js';
import { publicOrigin } from '../live/join-link.js';

/** Spec doc 1 §3 "share a copy": the presentation's copy link, opened or closed by those who may share a copy. */
export function CopyLinkPanel({ presentationId, mayShare }: { readonly presentationId: string; readonly mayShare: boolean }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [view, setView] = useState<CopyLinkView | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const path = `/api/presentation/${encodeURIComponent(presentationId)}/share-copy`;

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<CopyLinkView>(path, { signal: controller.signal })
      .then(setView)
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, path]);

  const change = async (method: 'POST' | 'DELETE', done: string) => {
    setBusy(true);
    try {
      setView((await http.request<CopyLinkView>(method, path)).data);
      setNotice(done);
    } finally {
      setBusy(false);
    }
  };
  if (view === null || (view.sharePath === null && !mayShare)) return null;
  const link = view.sharePath === null ? null : `${publicOrigin()}${view.sharePath}`;
  return (
    <section aria-labelledby="copy-link-heading" className="share-dialog__copy-link">
      <h3 id="copy-link-heading">{t('copies.panel.heading')}</h3>
      <p>{t('copies.panel.intro')}</p>
      {link === null ? (
        <button type="button" className="button" disabled={busy} onClick={() => void change('POST', '')}>
          {t('copies.panel.create')}
        </button>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{t('copies.panel.link')}</span>
            <input className="field__input" type="text" readOnly value={link} data-testid="copy-link" onFocus={(event) => event.target.select()} />
          </label>
          <p>{t('copies.panel.count', { count: view.copyCount })}</p>
          {mayShare && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void change('DELETE', t('copies.panel.revoked'))}>
              {t('copies.panel.revoke')}
            </button>
          )}
        </>
      )}
      <p role="status">{notice}</p>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CopyLinkView } from '../../../../contracts/copies/copy-link.js';
import { reportFailure } from '../../api/report-failure.js';
import { useServices } from '../../app-services.js';
import { useToast } from '../../toasts/toasts.js';
import { registerThenPath, savePresentationPath } from './demo-paths.js';

/**
 * A guest's deck lives on a guest account that ends with the browser's session. Keeping it opens the deck's copy
 * link, then registration comes back to `/save-presentation/` with its share code, which copies it into the new account.
 */
export function GuestKeepNotice({ presentationId }: { readonly presentationId: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [keeping, setKeeping] = useState(false);

  const keep = async () => {
    setKeeping(true);
    try {
      const { data } = await http.request<CopyLinkView>('POST', `/api/presentation/${encodeURIComponent(presentationId)}/share-copy`);
      if (!data.shareCode) throw new Error('The copy link was opened without a share code');
      void navigate(registerThenPath(savePresentationPath(data.shareCode)));
    } catch (error) {
      setKeeping(false);
      reportFailure(error, toast.error);
    }
  };

  return (
    <p className="editor__banner" role="status">
      {t('demo.guestNotice')}{' '}
      <button type="button" className="button button--primary button--small" disabled={keeping} onClick={() => void keep()}>
        {t('demo.keep')}
      </button>
    </p>
  );
}

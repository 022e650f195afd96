import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '../../../../../contracts/slides/common-schemas.js';
import { httpUrlSchema } from '../../../../../contracts/slides/common-schemas.js';
import { CommitText } from './fields.js';

/** An image by its web address (uploads are not part of this product yet): empty removes it. */
export function ImageUrlField({ label, image, onChange }: { label: string; image: ImageRef | null | undefined; onChange: (image: ImageRef | null) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={error ? 'field--invalid' : undefined}>
      <CommitText
        label={label}
        type="url"
        value={image?.url ?? ''}
        placeholder="https://"
        hint={error ?? t('editor.fields.imageHint')}
        onCommit={(text) => {
          const url = text.trim();
          if (url === '') {
            setError(null);
            onChange(null);
          } else if (httpUrlSchema.safeParse(url).success) {
            setError(null);
            onChange({ url });
          } else {
            setError(t('editor.fields.imageInvalid'));
          }
        }}
      />
    </div>
  );
}

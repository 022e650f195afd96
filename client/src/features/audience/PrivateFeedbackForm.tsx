import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_RATING_MAX } from '../../../../contracts/reports/report.js';

interface Props {
  readonly onSend: (rating: number, comment: string) => Promise<{ ok: true } | { ok: false; message: string | null }>;
}

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1);

/** At the end of the session: a private rating of the talk (1 to 5) and an optional comment, for the presenter's report. */
export function PrivateFeedbackForm({ onSend }: Props) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }>({ status: 'idle' });
  if (state.status === 'sent') return <p role="status">{t('privateFeedback.form.thanks')}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    setState({ status: 'sending' });
    const sent = await onSend(rating, comment.trim());
    setState(sent.ok ? { status: 'sent' } : { status: 'failed', message: sent.message ?? t('privateFeedback.form.failed') });
  };
  return (
    <form className="audience-feedback" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('privateFeedback.form.question')}</legend>
        <div className="audience-feedback__ratings">
          {RATINGS.map((value) => (
            <label key={value}>
              <input type="radio" name="private-rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
              {t('privateFeedback.form.rating', { count: value })}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="audience-feedback__comment">
        {t('privateFeedback.form.comment')}
        <textarea value={comment} maxLength={FEEDBACK_COMMENT_MAX_LENGTH} rows={3} onChange={(event) => setComment(event.target.value)} />
      </label>
      <p className="audience-muted">{t('privateFeedback.form.private')}</p>
      <button type="submit" className="button button--primary" disabled={rating === null || state.status === 'sending'}>
        {t('privateFeedback.form.send')}
      </button>
      {state.status === 'failed' && <p role="alert">{state.message}</p>}
    </form>
  );
}

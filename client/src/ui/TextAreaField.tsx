import type { TextareaHTMLAttributes } from 'react';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  /** The caller's id: a refused send puts the focus back here. */
  readonly id: string;
  readonly label: string;
  /** Shown as an alert in place of the hint. */
  readonly error?: string | null;
  readonly hint: string;
}

/** A phone's labelled text area for an answer, idea or question, its error or hint announced with it. */
export function TextAreaField({ id, label, error, hint, ...textarea }: Props) {
  const messageId = `${id}-message`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input answer-form__textarea" aria-invalid={error ? true : undefined} aria-describedby={messageId} {...textarea} />
      <p id={messageId} className={error ? 'field__error' : 'field__hint'} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </p>
    </div>
  );
}

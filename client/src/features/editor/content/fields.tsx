import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** How long typing may pause before the text is saved (one action per burst of typing, not per key). */
export const COMMIT_DELAY_MS = 600;

interface CommitTextProps {
  readonly label: string;
  readonly value: string;
  readonly onCommit: (value: string) => void;
  readonly placeholder?: string;
  readonly multiline?: boolean;
  readonly maxLength?: number;
  readonly hint?: string;
  readonly type?: 'text' | 'url';
  /** Visually hidden label (the row around it says what it is). */
  readonly hideLabel?: boolean;
  readonly className?: string;
  readonly inputRef?: React.Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A text field that saves when typing pauses, on Enter (single line) and when it loses focus. While the presenter
 * types, changes arriving from elsewhere do not overwrite the text; once saved, the field follows the deck again
 * (so an undo shows in it).
 */
export function CommitText({ label, value, onCommit, placeholder, multiline, maxLength, hint, type = 'text', hideLabel, className, inputRef }: CommitTextProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, value, onCommit });
  latest.current = { draft, value, onCommit };

  useEffect(() => {
    if (!dirty.current) setDraft(value);
  }, [value]);

  const commit = () => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    const { draft: text, value: saved, onCommit: save } = latest.current;
    if (text !== saved) save(text);
  };
  // Whatever was typed is saved when the field goes away (another slide selected, panel closed).
  useEffect(() => () => commit(), []);

  const onChange = (next: string) => {
    dirty.current = true;
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, COMMIT_DELAY_MS);
  };

  const common = {
    id,
    className: multiline ? 'textarea' : 'field__input',
    value: draft,
    placeholder,
    maxLength,
    onBlur: commit,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {multiline ? (
        <textarea ref={inputRef} {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          ref={inputRef}
          {...common}
          type={type}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** `name`: the setting or field the switch turns on and off (what the settings test enumerates by). */
export function Toggle({ label, checked, onChange, hint, name }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; name?: string }) {
  const id = useId();
  return (
    <div className="toggle">
      <input id={id} name={name} type="checkbox" role="switch" className="toggle__input" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id} className="toggle__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint toggle__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

interface NumberProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onCommit: (value: number) => void;
  readonly hint?: string;
  readonly unit?: string;
}

/** A whole number within bounds, saved when it is valid and the field is left (or Enter). */
export function NumberField({ label, value, min, max, onCommit, hint, unit }: NumberProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const parsed = Number(draft);
    if (!Number.isInteger(parsed)) {
      setDraft(String(value));
      return;
    }
    const clamped = Math.min(max, Math.max(min, parsed));
    setDraft(String(clamped));
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <div className="field field--number">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__with-unit">
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {unit && <span className="field__unit">{unit}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    // A group, not a region: a landmark per panel section would crowd the page's landmarks (and repeat names).
    <div className="panel-section" role="group" aria-labelledby={id}>
      <h3 id={id} className="panel-section__title">
        {title}
      </h3>
      <div className="panel-section__body">{children}</div>
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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
  // Uncontrolled, and without React's defaultValue: React writing the value or a textarea's text back on every
  // render breaks the browser's own undo into single characters (issue 26). The text is read from the element.
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };

  useLayoutEffect(() => {
    const element = field.current;
    if (element && !dirty.current && element.value !== value) element.value = value;
  }, [value]);

  const commit = () => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    const text = field.current?.value;
    const { value: saved, onCommit: save } = latest.current;
    if (text !== undefined && text !== saved) save(text);
  };
  // Whatever was typed is saved when the field goes away (another slide selected, panel closed).
  const commitOnUnmount = useRef(commit);
  commitOnUnmount.current = commit;
  useEffect(() => () => commitOnUnmount.current(), []);

  const onChange = () => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(commit, COMMIT_DELAY_MS);
  };

  const setRefs = (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
    field.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) (inputRef as React.MutableRefObject<(HTMLInputElement & HTMLTextAreaElement) | null>).current = element;
  };

  const common = {
    id,
    ref: setRefs,
    className: multiline ? 'textarea' : 'field__input',
    placeholder,
    maxLength,
    onBlur: commit,
    onChange,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input
          {...common}
          type={type}
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

import { useEffect, useId, useRef, useState } from 'react';

/**
 * A colour picker that saves once, when the picker closes (the native change event), not on every step of a drag
 * (input events), so one choice is one undoable action.
 */
export function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (colour: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const commit = () => {
      if (element.value !== latest.current.value) latest.current.onChange(element.value);
    };
    element.addEventListener('change', commit);
    return () => element.removeEventListener('change', commit);
  }, []);
  return (
    <div className="colour-field">
      <input ref={input} id={id} type="color" className="colour-field__input" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <label htmlFor={id} className="colour-field__label">
        {label}
        <span className="colour-field__value">{draft}</span>
      </label>
    </div>
  );
}

// An editable combobox with a list of suggestions (WAI-ARIA 1.2 "combobox with listbox popup, list autocomplete").
// Small on purpose: the search page is on the way to results and should stay light (issue #4 "≤ 120 KB per route").
// It keeps its own input (the listbox needs the combobox role and keys) but wears the shared field's label, hint and
// error, so it reads and looks like every other field.
import { useState, type KeyboardEvent, type Ref } from 'react';
import { describedBy } from './described-by.ts';
import { FieldHead } from './field-head.tsx';
import './suggestion-combobox.css';

export interface SuggestionComboboxProps {
  /** The input's id; `${id}-hint` and `${id}-error` are its hint's and error's. */
  id: string;
  label: string;
  hint?: string | undefined;
  /** Announced when it appears; `errorRef` lets the page move the focus to it. */
  error?: string | null | undefined;
  errorRef?: Ref<HTMLParagraphElement> | undefined;
  value: string;
  suggestions: readonly string[];
  onChange: (value: string) => void;
  onSelect: (value: string) => void;
  /** Read to screen readers when the list changes, e.g. "5 suggestions". */
  countLabel: (count: number) => string;
  autoComplete?: string;
}

export function SuggestionCombobox({
  id,
  label,
  hint,
  error,
  errorRef,
  value,
  suggestions,
  onChange,
  onSelect,
  countLabel,
  autoComplete,
}: SuggestionComboboxProps) {
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;

  function choose(index: number) {
    const chosen = suggestions[index];
    if (chosen === undefined) return;
    setDismissed(true);
    setActive(-1);
    onSelect(chosen);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && activeIndex >= 0) {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  }

  return (
    <div className={`vx-field combobox${error ? ' vx-field--error' : ''}`}>
      <FieldHead id={id} label={label} hint={hint} error={error} errorAlert errorRef={errorRef} />
      <input
        id={id}
        className="vx-input"
        type="text"
        role="combobox"
        value={value}
        autoComplete={autoComplete}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox__popover combobox__list" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={`combobox__option${index === activeIndex ? ' combobox__option--active' : ''}`}
            // Keep focus in the field: the option is chosen on click, not on the blur that mousedown would cause.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {suggestion}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? countLabel(suggestions.length) : ''}
      </p>
    </div>
  );
}

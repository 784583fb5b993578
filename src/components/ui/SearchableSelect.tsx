import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options and how it finds them by what the guest typed. */
export interface SearchableOptions {
  options: SelectOption[];
  /** The matches of the typed text, best first (all options for a blank query). */
  filter: (options: readonly SelectOption[], query: string | null) => SelectOption[];
  /** What leaving the field with typed text takes: an option, null for none (the field empties), undefined to change nothing. */
  accept: (options: readonly SelectOption[], query: string) => SelectOption | null | undefined;
}

export interface SearchableSelectProps extends SearchableOptions {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  error?: string;
  name?: string;
  required?: boolean;
}

/**
 * A combobox that filters its options by the typed text with `filter`
 * (the countries' `filterOptions`: case and accents ignored, other names
 * included; 'No results' when nothing matches), with the ARIA combobox pattern: arrow
 * keys move through the list, Enter picks, Escape closes. Focusing it
 * opens the list with no option active, so that Enter in a field the guest
 * only passed through submits the form instead of replacing the chosen
 * country; the arrows start from the chosen option, and the active option
 * is scrolled into the list's view. Typed text marks its best match,
 * which Enter takes and the first arrow down lands on. Leaving the field
 * takes the option the arrows reached, or what `accept` makes of the
 * typed text (the option it names, or an empty field when it names none
 * for sure): never the option chosen before while the text says another.
 */
export function SearchableSelect({ label, options, filter, accept, value, onChange, placeholder, disabled, error, name, required }: SearchableSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = options.find((option) => option.value === value) ?? null;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The option the arrow keys reached in `matches`, or -1: none yet. */
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shown = query ?? selected?.label ?? '';
  const matches = useMemo(() => filter(options, query), [filter, options, query]);
  /** The option Enter or leaving takes: the one the arrows reached, else the first match of what was typed. */
  const current = active >= 0 ? active : query?.trim() ? 0 : -1;

  useEffect(() => {
    if (open && current >= 0) list.current?.querySelector('.combobox-option.active')?.scrollIntoView({ block: 'nearest' });
  }, [open, current]);
  /** Where the arrows start: the chosen option while the guest has not typed, else the first match. */
  const from = () => (query === null ? matches.findIndex((option) => option.value === value) : -1);

  const pick = (option: SelectOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="combobox">
        <input
          ref={input}
          id={id}
          name={name}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required}
          aria-activedescendant={open && matches[current] ? `${id}-${matches[current].value}` : undefined}
          autoComplete="off"
          className="field-input"
          placeholder={disabled ? '' : placeholder}
          disabled={disabled}
          value={shown}
          onFocus={() => {
            setOpen(true);
            setActive(-1);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={(event) => {
            // A screen reader's cursor moving into the list is not leaving the field.
            if (event.relatedTarget instanceof Node && list.current?.contains(event.relatedTarget)) return;
            const taken = active >= 0 ? matches[active] : query?.trim() ? accept(options, query) : undefined;
            if (taken !== undefined) onChange(taken?.value ?? '');
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index < 0 ? Math.max(0, from()) : Math.min(matches.length - 1, index + 1)));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index < 0 ? Math.max(0, from()) : Math.max(0, index - 1)));
            } else if (event.key === 'Enter' && open && matches[current]) {
              event.preventDefault();
              pick(matches[current]);
            } else if (event.key === 'Escape') {
              setOpen(false);
              setQuery(null);
              setActive(-1);
            }
          }}
        />
        {open && !disabled ? (
          // Reached by the arrow keys from the input (aria-activedescendant), never by Tab: a list that scrolls is
          // otherwise a tab stop of its own. A press on it (its scroll bar too) leaves focus in the input, so the
          // list stays until an option's click (a pointer's, or a screen reader's, which presses nothing) picks it.
          <ul ref={list} id={listId} role="listbox" aria-label={label} className="combobox-list" tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
            {matches.length === 0 ? (
              <li className="combobox-empty" role="option" aria-selected={false} aria-disabled="true">
                {t('No results')}
              </li>
            ) : (
              matches.slice(0, 300).map((option, index) => (
                <li
                  key={option.value}
                  id={`${id}-${option.value}`}
                  role="option"
                  aria-selected={option.value === value}
                  className={index === current ? 'combobox-option active' : 'combobox-option'}
                  onClick={() => pick(option)}
                >
                  {option.label}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

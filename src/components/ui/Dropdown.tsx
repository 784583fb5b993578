import { useId, useRef, useState, type ReactNode } from 'react';
import { labelled, useTranslation } from '../../i18n/react.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { useDismiss } from './useDismiss.ts';

export interface DropdownOption {
  key: string;
  content: ReactNode;
  selected: boolean;
  /** A link option navigates; a button option calls onSelect. */
  href?: string;
  onSelect?: () => void;
  lang?: string;
}

export interface DropdownProps {
  /** What the control sets, e.g. 'Language'. */
  label: string;
  current: ReactNode;
  /** The current value as text; the button is named 'Label: value' so its name holds what it shows. */
  currentText: string;
  options: DropdownOption[];
}

/**
 * A disclosure dropdown for the header (01 §2.2): it opens only when there is
 * more than one option, and closes on an outside click, on Escape (focus
 * back on its button) or on a selection. List 232px wide, at most 269px high.
 */
export function Dropdown({ label, current, currentText, options }: DropdownProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useDismiss(open, root, () => setOpen(false), button);
  const name = `${labelled(t, label)} ${currentText}`;

  if (options.length <= 1) {
    return (
      <div className="dropdown dropdown-static" aria-label={name} role="group">
        <span className="dropdown-current">{current}</span>
      </div>
    );
  }

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={name}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="dropdown-current">{current}</span>
        <ChevronDownIcon className="dropdown-chevron" />
      </button>
      <ul id={listId} className="dropdown-list" hidden={!open} aria-label={label}>
        {options.map((option) => (
          <li key={option.key}>
            {option.href !== undefined ? (
              <a
                href={option.href}
                lang={option.lang}
                className="dropdown-option"
                aria-current={option.selected ? 'true' : undefined}
                onClick={() => setOpen(false)}
              >
                {option.content}
              </a>
            ) : (
              <button
                type="button"
                className="dropdown-option"
                aria-pressed={option.selected}
                onClick={() => {
                  option.onSelect?.();
                  setOpen(false);
                  button.current?.focus();
                }}
              >
                {option.content}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

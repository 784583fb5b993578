import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { labelled, useTranslation } from '../../i18n/react.tsx';

/** A field with an error as the notice lists it: its label and its message, as the page shows them. */
interface Problem {
  field: HTMLElement;
  /** The id of its message, which finds it again. */
  describedBy: string | null;
  text: string;
}

/** What the form's fields with an error say (a checkbox by its message alone: its label is the sentence the guest accepts). */
function problemsOf(form: HTMLFormElement | null | undefined, t: TFunction): Problem[] {
  if (!form) return [];
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((field) => {
    const described = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const message = described.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
    const label = (field as HTMLInputElement).labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || '';
    const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
    return {
      field,
      describedBy: described[0] ?? null,
      text: checkbox || !label ? message || label : message ? `${labelled(t, label)} ${message}` : label,
    };
  });
}

/** A field rendered again since it was listed: the one described by the same message. */
function findAgain(form: HTMLFormElement | null | undefined, problem: Problem): HTMLElement | null {
  return problem.describedBy ? (form?.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(problem.describedBy)}"]`) ?? null) : null;
}

/**
 * The fields with an error, under the form's notice at its top: each by
 * its label and message, a button that takes the guest to it. Read from
 * the page once the fields have marked their errors (`errors` is the
 * form's error map: a new one after every check).
 */
export default function FormErrorsList({ errors }: { errors: object }) {
  const { t } = useTranslation();
  const element = useRef<HTMLUListElement>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    setProblems(problemsOf(element.current?.closest('form'), t));
  }, [errors, t]);
  return (
    <ul ref={element} className="form-error-list" hidden={problems.length === 0}>
      {problems.map((problem, index) => (
        <li key={index}>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              // The field as it is now: one rendered again since (the country's list loaded) is found by its message.
              const field = problem.field.isConnected ? problem.field : findAgain(element.current?.closest('form'), problem);
              field?.scrollIntoView({ block: 'center' });
              field?.focus({ preventScroll: true });
            }}
          >
            {problem.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

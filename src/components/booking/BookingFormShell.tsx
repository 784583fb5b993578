import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { useFocusAfterAttempt } from '../payment/useFocusAfterAttempt.ts';
import type { BookingForm } from '../../stores/booking-form.ts';

// A convenience: should its script not load, the notice and the fields' own messages stand without it.
const FormErrorsList = lazy(
  (): Promise<{ default: ComponentType<{ errors: object }> }> => import('./FormErrorsList.tsx').catch(() => ({ default: () => null })),
);

/** Smooth scroll to the top in about 500 ms (02 §4.1 step 2, §9.7). */
function scrollToTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The booking form's `<form>` (02 §4.1): 'Book now' submits the screen's
 * booking form; a form with errors says so at its top, the page scrolls
 * there and its first field with an error takes focus; focus comes back to the form's message or button after a failed
 * payment. The rules 'Book now' checks load as the guest reaches into
 * the form (focus, pointer, touch).
 */
export function BookingFormShell({ form: booking, children }: { form: BookingForm; children: ReactNode }) {
  const { submitting } = useStore(booking.$submit);
  const element = useRef<HTMLFormElement>(null);
  useFocusAfterAttempt(submitting, element);
  // A check that found errors: focus goes to the first field with one (rendered by now), so the next key is there and not
  // after 'Book now' at the foot of the form; the page itself goes to the top as the specification says.
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  useEffect(() => {
    if (invalidAttempt === 0) return;
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
    scrollToTop();
  }, [invalidAttempt]);
  return (
    <form
      ref={element}
      className="checkout-form"
      noValidate
      onFocus={booking.prepare}
      onPointerOver={booking.prepare}
      onTouchStart={booking.prepare}
      onSubmit={(event) => {
        event.preventDefault();
        void booking.submit().then((outcome) => {
          if (outcome.status === 'invalid') setInvalidAttempt((attempt) => attempt + 1);
        });
      }}
    >
      {children}
    </form>
  );
}

/**
 * That the form has errors, while the last check found any (02 §5), at the
 * top of the form, where the page goes (02 §4.1): under it, each field with
 * an error, which a click or a key takes the guest to (not in the spec: the
 * unticked terms at the foot of the form were otherwise out of sight, with
 * nothing wrong above). The spec's 'The form has errors, please check
 * above.' stays the check-in's, whose banner is under its cards: here the
 * fields are below, so the notice says so ('form.errorsBelow').
 */
export function FormErrorsNotice({ form: booking }: { form: BookingForm }) {
  const { t } = useTranslation();
  const errors = useStore(booking.$errors);
  if (Object.keys(errors).length === 0) return null;
  return (
    <div className="form-error">
      {/* Only the sentence is announced: focus goes to the first field with an error, which says its own. */}
      <p className="m-0" role="alert">
        {t('form.errorsBelow')}
      </p>
      {/* Its code loads with the first check that finds an error. */}
      <Suspense fallback={null}>
        <FormErrorsList errors={errors} />
      </Suspense>
    </div>
  );
}

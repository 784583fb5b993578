import '../../styles/checkout.css';
import '../../styles/checkin.css';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { CHECK_IN_MESSAGE } from '../../lib/checkin/checkin.ts';
import { checkedInMessage, emptyGuestsNote } from '../../lib/checkin/checkin-view.ts';
import { DEFAULT_DOMESTIC_COUNTRY } from '../../lib/checkin/checkin-documents.ts';
import { asksToRetypeDocument } from '../../lib/checkin/checkin-form.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import {
  $checkIn,
  $checkInBanner,
  $checkInEditable,
  $checkInShownErrors,
  editGuest,
  loadCheckIn,
  mountCheckIn,
  saveGuests,
  touchGuestField,
} from '../../stores/checkin.ts';
import { initConfig } from '../../stores/config.ts';
import { useCountries, useCountriesNeeded } from '../checkout/useCountries.ts';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import { CheckInSummary } from './CheckInSummary.tsx';
import { GuestCard } from './GuestCard.tsx';
import { checkInUuidFromPath } from '../../lib/frame/page-paths.ts';

export interface CheckInPageProps extends IslandProps {
  lang: Locale;
  engine: { currency: string; activeCurrencies: string[]; numberFormat: NumberFormat; timeZone: string };
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Online check-in (02 §2.10, §4.7): the reservation summary and one card per guest, sent with 'Save guests'. */
function CheckInPage({ lang, engine }: CheckInPageProps) {
  const { t } = useTranslation();
  const state = useStore($checkIn);
  const editable = useStore($checkInEditable);
  const shownErrors = useStore($checkInShownErrors);
  const banner = useStore($checkInBanner);
  // The country names load when the guest reaches into the form, or at once for a country of birth already filled in.
  const { needed, reach } = useCountriesNeeded(state.guests.some((guest) => Boolean(guest.countryOfBirthId)));
  const countries = useCountries(lang, needed);
  const wrapper = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const closedRef = useRef<HTMLParagraphElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    return mountCheckIn(checkInUuidFromPath(window.location.pathname), { timeZone: engine.timeZone });
  }, []);

  // A save that could not go: focus the first field with an error, else the banner (or, closed meanwhile, the checked-in message).
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? bannerRef.current ?? closedRef.current)?.focus();
  }, [focusRequest]);

  // Sent (02 §2.10): to the top of the page, then smoothly to the form's place, where the thank-you now is.
  useEffect(() => {
    if (!state.sent) return;
    window.scrollTo({ top: 0 });
    const frame = requestAnimationFrame(() => {
      wrapper.current?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
      thanks.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [state.sent]);

  if (state.phase === 'loading')
    return (
      <p className="checkin-loading" role="status">
        {t('Loading')}
      </p>
    );
  if (state.phase === 'notFound')
    return (
      <p className="form-error" role="alert">
        {t('Reservation not found')}
      </p>
    );
  if (state.phase === 'cancelled')
    return (
      <p className="form-error" role="alert">
        {t('This reservation has been cancelled, so guests cannot be registered.')}
      </p>
    );
  if (state.phase === 'closed')
    return (
      <p className="form-error" role="alert">
        {t(CHECK_IN_MESSAGE.CLOSED)}
      </p>
    );
  if (state.phase === 'failed' || !state.reservation)
    return (
      <div className="form-error checkin-failed" role="alert">
        <p>{t('We could not load the guest registration. Please try again.')}</p>
        <button type="button" className="btn-ghost" onClick={() => void loadCheckIn()}>
          {t('Try again')}
        </button>
      </div>
    );

  const { reservation } = state;
  const closed = checkedInMessage(reservation.status);
  const emptyNote = emptyGuestsNote(state.guests);
  const domestic = reservation.domesticCountryId || DEFAULT_DOMESTIC_COUNTRY;

  const save = async () => {
    const outcome = await saveGuests();
    if (outcome === 'invalid') setFocusRequest((count) => count + 1);
  };

  return (
    <div className="checkin" {...reach}>
      <CheckInSummary reservation={reservation} />
      <div ref={wrapper} className="checkin-forms">
        {state.sent ? (
          <p ref={thanks} className="checkin-sent" role="status" tabIndex={-1}>
            {t(CHECK_IN_MESSAGE.SENT)}
          </p>
        ) : (
          <form
            ref={form}
            className="checkin-form"
            noValidate
            aria-busy={state.saving}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            // Saving is final (details cannot be changed, guests left empty cannot be added): only 'Save' sends, not Enter
            // (a phone's 'Go') in a field, which would send a family's registration with the others not yet filled in.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
            }}
          >
            {countries.failed ? <PartNotLoaded /> : null}
            {state.guests.map((guest, index) => (
              <GuestCard
                key={guest.id}
                guest={guest}
                index={index}
                editable={editable}
                errors={shownErrors[index] ?? {}}
                retypeDocument={editable && asksToRetypeDocument(state.retype, guest)}
                countries={countries}
                domesticCountryId={domestic}
                onEdit={editGuest}
                onLeave={touchGuestField}
              />
            ))}
            {banner ? (
              <p ref={bannerRef} className="form-error" role="alert" tabIndex={-1}>
                {t(banner.key, banner.tokens)}
              </p>
            ) : null}
            {closed ? (
              <p ref={closedRef} className="checkin-closed" role="status" tabIndex={-1}>
                {t(closed.key, closed.tokens)}
              </p>
            ) : (
              <>
                {emptyNote ? (
                  <p id="checkin-save-note" className="checkin-note">
                    {t(emptyNote.key, emptyNote.tokens)}
                  </p>
                ) : null}
                <button
                  type="submit"
                  className="btn-primary checkin-save"
                  disabled={state.saving}
                  aria-describedby={emptyNote ? 'checkin-save-note' : undefined}
                >
                  {t(CHECK_IN_MESSAGE.SAVE)}
                </button>
              </>
            )}
          </form>
        )}
      </div>
    </div>
  );
}

export default withI18n(CheckInPage);

import '../../styles/checkout.css';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { Modal } from '../ui/Modal.tsx';
import { PaymentCodes } from './PaymentCodes.tsx';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useOwedMoney } from '../ui/useMoney.ts';
import { PolicyList, ReceiptView } from '../booking/ReceiptView.tsx';
import { countryName } from '../../lib/checkout/country-name.ts';
import { parseNote } from '../../lib/checkout/guest-note.ts';
import { refundAfterCancellation } from '../../lib/checkout/cancellation-fee.ts';
import { METHOD, paymentNameKey } from '../../lib/payment/payment-methods.ts';
import { linePolicies } from '../../lib/checkout/receipt-summary.ts';
import { receiptOfReservation } from '../../lib/checkout/reservation-receipt.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { $modal, openModal } from '../../stores/modal.ts';
import {
  $cancellation,
  $cancellationFee,
  $cancelledFee,
  $stayOver,
  $reservation,
  acceptCancellation,
  cancelTheReservation,
  openReservation,
  retryReservation,
} from '../../stores/reservation.ts';
import { ExchangeRatesNotice } from '../ui/ExchangeRatesNotice.tsx';
import { reservationIdFromPath } from '../../lib/frame/page-paths.ts';
import type { ReservationProperty } from '../../lib/checkout/reservation-contract.ts';

export interface ReservationPageProps extends IslandProps {
  lang: Locale;
  engine: {
    currency: string;
    activeCurrencies: string[];
    numberFormat: NumberFormat;
    secondaryCurrency: string | null;
    settingsExchangeRate: number | null;
  };
}

/**
 * Where the stay is, when a group's site booked it: the property's name and
 * contacts (not in the spec; the page's frame shows the group's).
 */
function PropertyContacts({ property }: { property: ReservationProperty }) {
  const { t } = useTranslation();
  return (
    <section className="checkout-section" aria-labelledby="property-heading">
      <h2 id="property-heading">{t('Your stay at %name%', { name: property.name })}</h2>
      <dl className="bank-details">
        {property.contacts.map((entry) => (
          <Fragment key={entry.kind}>
            <dt>{t(entry.label)}</dt>
            <dd>
              {entry.href ? (
                <a className="link" href={entry.href} {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {entry.value}
                </a>
              ) : (
                entry.value
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The links that open the property's terms (under `termsLabel`, a translation key) and the cancellation policy. */
function PolicyLinks({ termsLabel }: { termsLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('TERMS_AND_CONDITIONS')}>
        {t(termsLabel)}
      </button>{' '}
      ·{' '}
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('CANCELLATION_POLICY', 0)}>
        {t('Cancellation policy')}
      </button>
    </>
  );
}

/**
 * Cancelling (02 §4.6): what it costs now, the terms box and the button,
 * from `$cancellationFee` and `$cancellation`.
 */
function CancelControls({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const owed = useOwedMoney();
  const { accepted, cancelling, error: cancelError } = useStore($cancellation);
  const feeNow = useStore($cancellationFee);
  return (
    <>
      {feeNow ? (
        <p id="cancel-fee" className="cancel-fee">
          {feeNow.amount > 0
            ? t('If you cancel now, you will be charged %amount%.', { amount: owed.money(feeNow.amount, feeNow.currency) })
            : t('If you cancel now, it is free of charge.')}
        </p>
      ) : null}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={accepted}
            aria-invalid={cancelError ? true : undefined}
            aria-describedby={cancelError ? 'cancel-error' : undefined}
            onChange={(event) => acceptCancellation(event.target.checked)}
          />
          <span>
            {t('CancelTOS')} <PolicyLinks termsLabel="Terms of service" />
          </span>
        </label>
        {cancelError ? (
          <p id="cancel-error" className="field-error" role="alert">
            {t(cancelError)}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={accepted ? 'btn-primary' : 'btn-primary looks-disabled'}
        disabled={cancelling}
        aria-describedby={feeNow ? 'cancel-fee' : undefined}
        onClick={onCancel}
      >
        {t('Cancel reservation')}
      </button>
    </>
  );
}

/** The reservation page (02 §2.9, §4.6): the reservation and its cancellation from `$reservation` (`stores/reservation.ts`). */
function ReservationPage({ lang, engine }: ReservationPageProps) {
  const { t } = useTranslation();
  const owed = useOwedMoney();
  const { modalData } = useStore($modal);
  const state = useStore($reservation);
  const stayOver = useStore($stayOver);
  const cancelledFee = useStore($cancelledFee);
  const [copied, setCopied] = useState(false);
  // A cancellation the guest just made: the form they were in is gone, so focus goes to the heading that says it is done.
  const cancelledHeading = useRef<HTMLHeadingElement>(null);
  const justCancelled = useRef(false);
  const isCanceled = 'reservation' in state && state.reservation.isCanceled;
  useEffect(() => {
    if (!isCanceled || !justCancelled.current) return;
    justCancelled.current = false;
    cancelledHeading.current?.focus({ preventScroll: true });
  }, [isCanceled]);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    return openReservation(reservationIdFromPath(window.location.pathname));
  }, []);

  if (state.status === 'loading')
    return (
      <p className="results-loading" role="status">
        {t('Loading')}
      </p>
    );
  if (state.status === 'notFound')
    return (
      <p className="form-error" role="alert">
        {t('Reservation not found')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="results-error" role="alert">
        <p>{t('We could not load your reservation. Please try again.')}</p>
        <button type="button" className="btn-ghost" onClick={retryReservation}>
          {t('Try again')}
        </button>
      </div>
    );

  const { reservation } = state;
  const receipt = receiptOfReservation(reservation.receipt);
  const createdAt = new Date(reservation.createdAt * 1000);
  // Deadlines are read on the clock of the property whose units are booked.
  const { timeZone } = reservation;
  const isBankTransfer = reservation.paymentMethodId === METHOD.BANK_TRANSFER;
  const note = parseNote(reservation.guest.note);
  const bank = reservation.bankTransferSettings;
  const pageUrl = window.location.href.split('?')[0];
  const policyLines = receipt.accomodation.items.filter(Boolean);
  const selectedLine = typeof modalData === 'number' ? policyLines[modalData] : null;
  const prepayment = refundAfterCancellation(reservation, policyLines, cancelledFee, owed.money);

  const cancel = async () => {
    justCancelled.current = true;
    // The screen goes to its top when the cancelled flag changes (02 §4.6).
    if (await cancelTheReservation()) window.scrollTo({ top: 0 });
    else justCancelled.current = false;
  };

  return (
    <div className="reservation">
      <ExchangeRatesNotice propertyCurrency={receipt.currency} />
      <section className="reservation-header" aria-live="polite">
        {reservation.isCanceled ? (
          <>
            <h2 ref={cancelledHeading} tabIndex={-1}>
              {t('Reservation cancelled')}
            </h2>
            <p>{t('Cancellation policy applies as stated.')}</p>
            {cancelledFee ? (
              <p>
                {cancelledFee.amount > 0
                  ? t('Cancelled with a fee', { amount: owed.money(cancelledFee.amount, cancelledFee.currency) })
                  : t('Cancelled free of charge')}
              </p>
            ) : null}
            {prepayment ? <p>{t(prepayment.key, prepayment.tokens)}</p> : null}
          </>
        ) : (
          <>
            <h2>{t('ThankYou')}</h2>
            <p>
              {isBankTransfer && reservation.prepaymentAmount
                ? t('PrePaymentReservationMsg', {
                    amount: owed.amount(reservation.prepaymentAmount, reservation.prepaymentCurrency ?? receipt.currency),
                    currency: reservation.prepaymentCurrency ?? receipt.currency,
                  })
                : t('Your reservation was successfully completed!')}
            </p>
          </>
        )}
      </section>
      <div className="reservation-grid">
        <div className="checkout-form">
          {reservation.property ? <PropertyContacts property={reservation.property} /> : null}
          {isBankTransfer && bank && !reservation.isCanceled ? (
            <section className="checkout-section" aria-labelledby="bank-heading">
              <h2 id="bank-heading">{t('Bank transfer')}</h2>
              <dl className="bank-details">
                <dt>{t('Reference number')}</dt>
                <dd className="bank-value">
                  <span className="bank-reference">{reservation.referenceNumber}</span>
                  <CopyButton value={reservation.referenceNumber} label={t('Reference number')} />
                </dd>
                {reservation.prepaymentAmount > 0 ? (
                  <>
                    <dt>{t('Amount')}</dt>
                    <dd className="bank-value">
                      <span>{owed.money(reservation.prepaymentAmount, reservation.prepaymentCurrency)}</span>
                      <CopyButton value={owed.amount(reservation.prepaymentAmount, reservation.prepaymentCurrency)} label={t('Amount')} />
                    </dd>
                  </>
                ) : null}
                <dt>{t('SWIFT/BIC')}</dt>
                <dd>{bank.swiftCode}</dd>
                <dt>{t('IBAN / Account Number')}</dt>
                <dd>
                  <input className="field-input" readOnly value={bank.iban ?? ''} aria-label={t('IBAN / Account Number')} />
                  {bank.iban ? <CopyButton value={bank.iban.replace(/\s+/g, '')} label={t('IBAN / Account Number')} /> : null}
                </dd>
                <dt>{t('Account holder')}</dt>
                <dd>{bank.accountHolderName}</dd>
                <dt>{t('Bank name')}</dt>
                <dd>{bank.bankName}</dd>
                <dt>{t('Bank address')}</dt>
                <dd>{bank.bankAddress}</dd>
              </dl>
              <PaymentCodes
                transfer={{
                  beneficiary: bank.accountHolderName,
                  iban: bank.iban,
                  bic: bank.swiftCode,
                  amount: reservation.prepaymentAmount,
                  currency: reservation.prepaymentCurrency,
                  reference: reservation.referenceNumber,
                  code: reservation.code,
                  payer: reservation.guest.isCompany ? (reservation.guest.companyName ?? '') : `${reservation.guest.firstName} ${reservation.guest.lastName}`,
                }}
              />
            </section>
          ) : null}
          <section className="checkout-section" aria-labelledby="save-heading">
            <h2 id="save-heading">{t('Save this page so you can come back another time.')}</h2>
            <div className="save-url">
              <code>{pageUrl}</code>
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  navigator.clipboard?.writeText(pageUrl).then(
                    () => setCopied(true),
                    (error: unknown) => console.warn('Copy to clipboard failed', error instanceof Error ? error.name : 'unknown'),
                  );
                }}
              >
                {t('Copy link')}
              </button>
              <span role="status">{copied ? t('Page saved to clipboard') : ''}</span>
            </div>
            {!reservation.isCanceled && reservation.checkInUuid ? (
              <p>
                <a className="link" href={`/${lang}/reservation/check-in/${encodeURIComponent(reservation.checkInUuid)}`}>
                  {t('Guest Registration')}
                </a>
              </p>
            ) : null}
            <p className="reservation-policy-links">
              <PolicyLinks termsLabel="Property policy" />
            </p>
          </section>
          <section className="checkout-section" aria-labelledby="guest-heading">
            <h2 id="guest-heading">{t('Guest details')}</h2>
            <dl className="bank-details">
              {reservation.guest.isCompany ? (
                <>
                  <dt>{t('Company name')}</dt>
                  <dd>{reservation.guest.companyName}</dd>
                  <dt>{t('Company VAT id')}</dt>
                  <dd>{reservation.guest.companyVatId}</dd>
                </>
              ) : (
                <>
                  <dt>{t('First name')}</dt>
                  <dd>{reservation.guest.firstName}</dd>
                  <dt>{t('Last name')}</dt>
                  <dd>{reservation.guest.lastName}</dd>
                </>
              )}
              <dt>{t('E-mail')}</dt>
              <dd>{reservation.guest.email}</dd>
              <dt>{t('Phone')}</dt>
              <dd>{reservation.guest.phone}</dd>
              <dt>{t('Country')}</dt>
              <dd>{countryName(reservation.guest.country, lang)}</dd>
              <dt>{t('Estimated time of arrival')}</dt>
              <dd>{note.estimatedTimeOfArrival}</dd>
            </dl>
            <div className="field">
              <label className="field-label" htmlFor="guest-message">
                {t('Message')}
              </label>
              <textarea id="guest-message" className="field-input" readOnly value={note.message} rows={3} />
            </div>
          </section>
          {reservation.isCanceled ? null : (
            <section className="checkout-section reservation-cancel" aria-labelledby="cancel-heading">
              <h2 id="cancel-heading">{t('Cancel reservation')}</h2>
              {stayOver ? <p>{t('Stay over')}</p> : <CancelControls onCancel={() => void cancel()} />}
            </section>
          )}
        </div>
        <ReceiptView
          lang={lang}
          receipt={receipt}
          method={reservation.paymentMethodId}
          engine={engine}
          createdAt={createdAt}
          timeZone={timeZone}
          card={isBankTransfer || !reservation.maskedPan ? null : { holder: reservation.cardHolderName, maskedPan: reservation.maskedPan }}
          methodName={t(paymentNameKey(reservation.paymentMethodId, reservation.paidWith))}
          cancelled={reservation.isCanceled}
        />
      </div>
      <Modal name="CANCELLATION_POLICY" title={t('Cancellation policy')}>
        {policyLines.map((line, index) => {
          const policies = linePolicies(line, { method: reservation.paymentMethodId, now: new Date(), createdAt, timeZone });
          return (
            <section key={index} className="summary-policy" aria-current={selectedLine === line ? 'true' : undefined}>
              <h3>{line.ratePlanName}</h3>
              {policies ? <PolicyList policies={policies} className="" /> : null}
            </section>
          );
        })}
      </Modal>
    </div>
  );
}

export default withI18n(ReservationPage);

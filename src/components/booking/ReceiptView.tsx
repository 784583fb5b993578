import { useStore } from '@nanostores/react';
import { useTranslation, labelled } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { Messages } from '../results/Messages.tsx';
import type { Message } from '../../lib/format/messages.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatAmountTokens } from '../../lib/pricing/policy-texts.ts';
import type { Receipt } from '../../lib/checkout/receipt.ts';
import {
  dateCard,
  linePolicies,
  receiptParts,
  receiptSummary,
  stayDayTexts,
  type LinePolicies,
  type ReceiptParts,
} from '../../lib/checkout/receipt-summary.ts';
import { cardLogo } from '../../lib/payment/card-brands.ts';
import { $config } from '../../stores/config.ts';
import type { ReactNode } from 'react';

export interface ReceiptViewProps {
  lang: string;
  receipt: Receipt;
  /** The selected (checkout, offer) or used (reservation) payment method: the billing texts differ for bank transfer. */
  method: number;
  engine: { currency: string; secondaryCurrency: string | null; settingsExchangeRate: number | null };
  /** The reservation's creation time, on the reservation page. */
  createdAt?: Date | null;
  /** Time zone of the policy deadlines (the property's; an offer's are in UTC, 02 §9.2). */
  timeZone?: string;
  /** The card to show, or null; a card not typed yet shows the placeholder. */
  card?: { holder: string | null; maskedPan: string | null; brand?: string | null } | null;
  methodName?: string | null;
  /**
   * A cancelled reservation (02 §2.9): its lines keep only the terms of
   * cancellation. How the stay is paid ('To confirm the reservation we ask
   * you to pay … now') and what a no-show costs no longer apply to it; the
   * cancellation-policy modal still shows the policy whole.
   */
  cancelled?: boolean;
  /**
   * Lines shown in place of the stay's: an offer's blocks priced charge by
   * charge (02 §2.7, `ChargedLines`), which only the offer's screen loads,
   * with the amounts 'Total cost' is made of as the offer shows them
   * (`offerItemParts`; a display currency sums them as shown).
   */
  lines?: { view: ReactNode; parts: readonly number[] };
}

const CARD_PLACEHOLDER = '****************';

/**
 * A line's cancellation block: 'Terms of cancellation', 'Billing dynamics',
 * 'No show' and the note (also the reservation page's cancellation-policy
 * modal); of a cancelled reservation, the terms of cancellation and the note.
 */
export function PolicyList({ policies, className = 'summary-policy', cancelled = false }: { policies: LinePolicies; className?: string; cancelled?: boolean }) {
  const { t } = useTranslation();
  const { numberFormat } = useStore($config);
  const render = (entry: Message) => {
    const formatted = formatAmountTokens(entry, numberFormat);
    return t(formatted.key, formatted.tokens);
  };
  return (
    <dl className={className || undefined}>
      <dt>{t('Terms of cancellation')}</dt>
      <dd>{policies.cancellation.messages.map(render).join(' ')}</dd>
      {cancelled ? null : (
        <>
          <dt>{t('Billing dynamics')}</dt>
          <dd>{policies.billing.messages.map(render).join(' ')}</dd>
          <dt>{t('No show')}</dt>
          <dd>{policies.noShow.map(render).join(' ')}</dd>
        </>
      )}
      {policies.additionalNote ? <dd>{policies.additionalNote}</dd> : null}
    </dl>
  );
}

/** The checkout's and the reservation page's lines (02 §2.3, §2.9): date cards, accommodation lines with their times and policies, extras. */
function StayLines({
  lang,
  receipt,
  method,
  createdAt,
  timeZone,
  cancelled,
  parts,
}: Pick<ReceiptViewProps, 'lang' | 'receipt' | 'method' | 'createdAt' | 'timeZone' | 'cancelled'> & { parts: ReceiptParts }) {
  const { t } = useTranslation();
  const money = useMoney();
  const first = receipt.accomodation.items[0];
  const extras = Object.values(receipt.extras.items);
  return (
    <>
      {first ? (
        <dl className="summary-dates">
          {(['from', 'to'] as const).map((end) => {
            const day = dateCard(first[end], lang);
            return (
              <div key={end} className="summary-date">
                <dt>{end === 'from' ? t('Check in') : t('Check out')}</dt>
                <dd>
                  <span className="summary-day">{day.day}</span> {day.month}, {day.weekday}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      <h3>
        {labelled(t, t('Accommodation'))} {money.total(receipt.accomodation.totalCost, parts.accommodation, receipt.currency)}
      </h3>
      <ul className="summary-lines">
        {receipt.accomodation.items.map((line) => {
          const days = stayDayTexts(line, lang);
          const policies = linePolicies(line, { method, now: new Date(), createdAt, timeZone });
          return (
            <li key={line.key}>
              <p className="summary-line">
                <span>
                  {line.quantity} × {line.unitTypeName} ({line.ratePlanName})
                </span>
                <span>{line.price > 0 ? money.total(line.price, line.parts, line.currency) : t('Included')}</span>
              </p>
              {line.propertyName ? <p className="summary-note summary-property">{line.propertyName}</p> : null}
              <p className="summary-note">
                {t(days.checkIn.key, days.checkIn.tokens)} – {t(days.checkOut.key, days.checkOut.tokens)}
              </p>
              {policies ? <PolicyList policies={policies} cancelled={cancelled} /> : null}
            </li>
          );
        })}
      </ul>
      {extras.length > 0 ? (
        <>
          <h3>
            {labelled(t, t('Extras'))} {money.total(receipt.extras.totalCost, parts.extras, receipt.currency)}
          </h3>
          <ul className="summary-lines">
            {extras.map((line) => (
              <li key={line.key} className="summary-line">
                <span>
                  {line.quantity} × {line.name}
                  {line.nights ? ` (${t('nights', { count: line.nights })})` : ''}
                </span>
                <span>{line.included ? t('Included') : money.total(line.total, line.parts, receipt.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * The reservation summary every booking screen shows from its `Receipt`:
 * the checkout's (02 §2.3), the reservation page's (§2.9) and the offer
 * payment screen's (§2.7, whose lines carry their charges: `lines`). Then the
 * tourist tax, 'Total cost' with the HRK counter-value, the VAT lines, the
 * exchange-rate note, the card and the preferred payment method.
 */
export function ReceiptView({ lang, receipt, method, engine, createdAt, timeZone, card, methodName, cancelled = false, lines }: ReceiptViewProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency: selected, numberFormat } = useStore($config);
  const summary = receiptSummary(receipt, { engine, selectedCurrency: selected, now: new Date(), format: numberFormat });
  // A brand the site has no image of shows none.
  const brandLogo = card?.brand ? cardLogo(card.brand) : null;
  // The stay's lines and 'Total cost' sum the same amounts (an offer's lines bring their own).
  const parts = receiptParts(receipt);
  return (
    <aside className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('Reservation summary')}</h2>
      {lines?.view ?? <StayLines lang={lang} receipt={receipt} method={method} createdAt={createdAt} timeZone={timeZone} cancelled={cancelled} parts={parts} />}

      {summary.touristTax.map((line) => (
        <p key={line.message.key} className="summary-note">
          {line.amount === null
            ? t(line.message.key, line.message.tokens)
            : `${labelled(t, t(line.message.key, line.message.tokens))} ${money(line.amount, line.currency)}`}
        </p>
      ))}

      <p className="summary-total">
        <span>{t('Total cost')}</span>
        <span>{money.total(summary.totalCost, lines?.parts ?? parts.total, summary.currency)}</span>
      </p>
      {summary.secondaryTotal ? (
        <p className="summary-note">
          {/* Already in the second currency: formatted as it is, never converted again. */}
          {formatMoney(summary.secondaryTotal.amount, summary.secondaryTotal.currency, numberFormat)}
        </p>
      ) : selected && selected !== summary.currency ? (
        // Shown in another currency than it is charged in: what the guest pays, as charged (not in the spec).
        <p className="summary-note">
          {labelled(t, t('Charged in %currency%', { currency: summary.currency }))} {formatMoney(summary.totalCost, summary.currency, numberFormat)}
        </p>
      ) : null}
      <ul className="summary-vat">
        {summary.vat.map((line, index) => (
          <li key={index} className="summary-note">
            {line.amount === null
              ? t(line.message.key, line.message.tokens)
              : `${labelled(t, t(line.message.key, line.message.tokens))} ${money(line.amount, summary.currency)}`}
          </li>
        ))}
      </ul>
      {summary.exchangeRateNote ? <Messages className="summary-note" messages={[summary.exchangeRateNote]} /> : null}
      {card ? (
        <p className="summary-note summary-card">
          {card.holder && card.holder !== 'EMPTY' ? `${labelled(t, t('Card holder'))} ${card.holder} · ` : ''}
          <span className="summary-pan">{(card.maskedPan ?? CARD_PLACEHOLDER).replace(/(.{4})(?=.)/g, '$1 ').replace(/\*/g, '•')}</span>
          {brandLogo ? <img className="summary-brand" src={brandLogo} alt="" width={36} height={24} /> : null}
        </p>
      ) : null}
      {methodName ? (
        <p className="summary-method">
          {labelled(t, t('Preferred payment method'))} <strong>{methodName}</strong>
        </p>
      ) : null}
    </aside>
  );
}

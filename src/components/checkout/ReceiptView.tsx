import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { Messages } from '../results/Messages.tsx';
import type { Message } from '../../lib/format/messages.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatAmountTokens } from '../../lib/pricing/policy-texts.ts';
import { type Receipt } from '../../lib/checkout/receipt.ts';
import { dateCard, linePolicies, receiptSummary, stayDayTexts } from '../../lib/checkout/receipt-summary.ts';
import { $config } from '../../stores/config.ts';

export interface ReceiptViewProps {
  lang: string;
  receipt: Receipt;
  /** The selected (checkout) or used (reservation) payment method. */
  method: number;
  engine: { currency: string; secondaryCurrency: string | null; settingsExchangeRate: number | null };
  /** The reservation's creation time, on the reservation page. */
  createdAt?: Date | null;
  timeZone?: string;
  card?: { holder: string | null; maskedPan: string | null } | null;
  methodName?: string;
}

/**
 * The reservation summary (02 §2.3, §2.9): dates, accommodation lines with
 * their check-in/out and policy texts, extras, tourist tax, total with the
 * HRK counter-value, VAT lines, the exchange-rate note, the card used and
 * the preferred payment method.
 */
export function ReceiptView({ lang, receipt, method, engine, createdAt, timeZone, card, methodName }: ReceiptViewProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency: selected, numberFormat } = useStore($config);
  const render = (message: Message) => {
    const formatted = formatAmountTokens(message, numberFormat);
    return t(formatted.key, formatted.tokens);
  };
  const first = receipt.accomodation.items[0];
  const summary = receiptSummary(receipt, { engine, selectedCurrency: selected, now: new Date(), format: numberFormat });
  const extras = Object.values(receipt.extras.items);
  return (
    <aside className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('Reservation summary')}</h2>
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
        {t('Accommodation')}: {money(receipt.accomodation.totalCost, receipt.currency)}
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
                <span>{line.price > 0 ? money(line.price, line.currency) : t('Included')}</span>
              </p>
              <p className="summary-note">
                {t(days.checkIn.key, days.checkIn.tokens)} – {t(days.checkOut.key, days.checkOut.tokens)}
              </p>
              {policies ? (
                <dl className="summary-policy">
                  <dt>{t('Terms of cancellation')}</dt>
                  <dd>{policies.cancellation.messages.map(render).join(' ')}</dd>
                  <dt>{t('Billing dynamics')}</dt>
                  <dd>{policies.billing.messages.map(render).join(' ')}</dd>
                  <dt>{t('No show')}</dt>
                  <dd>{policies.noShow.map(render).join(' ')}</dd>
                  {policies.additionalNote ? <dd>{policies.additionalNote}</dd> : null}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>

      {extras.length > 0 ? (
        <>
          <h3>
            {t('Extras')}: {money(receipt.extras.totalCost, receipt.currency)}
          </h3>
          <ul className="summary-lines">
            {extras.map((line) => (
              <li key={line.key} className="summary-line">
                <span>
                  {line.quantity} × {line.name}
                  {line.nights ? ` (${t('nights', { count: line.nights })})` : ''}
                </span>
                <span>{line.included ? t('Included') : money(line.total, receipt.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {summary.touristTax.map((line) => (
        <p key={line.message.key} className="summary-note">
          {t(line.message.key, line.message.tokens)}
          {line.amount !== null ? `: ${money(line.amount, line.currency)}` : ''}
        </p>
      ))}

      <p className="summary-total">
        <span>{t('Total cost')}</span>
        <span>{money(summary.totalCost, summary.currency)}</span>
      </p>
      {summary.secondaryTotal ? (
        <p className="summary-note">
          {/* Already in the second currency: formatted as it is, never converted again. */}
          {formatMoney(summary.secondaryTotal.amount, summary.secondaryTotal.currency, numberFormat)}
        </p>
      ) : null}
      <Messages className="summary-note" messages={summary.vat} />
      {summary.exchangeRateNote ? <Messages className="summary-note" messages={[summary.exchangeRateNote]} /> : null}
      {/* The card used, when there was one: a wallet or the hosted page's payment has no card number to show. */}
      {card?.maskedPan ? (
        <p className="summary-note">
          {card.holder && card.holder !== 'EMPTY' ? `${t('Card holder')}: ${card.holder} · ` : ''}
          {card.maskedPan.replace(/(.{4})(?=.)/g, '$1 ').replace(/\*/g, '•')}
        </p>
      ) : null}
      {methodName ? (
        <p className="summary-method">
          {t('Preferred payment method')}: <strong>{methodName}</strong>
        </p>
      ) : null}
    </aside>
  );
}

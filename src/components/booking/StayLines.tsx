import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { dateCard, linePolicies, receiptParts, stayDayTexts } from '../../lib/checkout/receipt-summary.ts';
import { PolicyList, type ReceiptViewProps } from './ReceiptView.tsx';

/** The checkout's and the reservation page's lines (02 §2.3, §2.9): date cards, accommodation lines with their times and policies, extras. */
export function StayLines({
  lang,
  receipt,
  method,
  createdAt,
  timeZone,
  cancelled,
}: Pick<ReceiptViewProps, 'lang' | 'receipt' | 'method' | 'createdAt' | 'timeZone' | 'cancelled'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const first = receipt.accomodation.items[0];
  const extras = Object.values(receipt.extras.items);
  const parts = receiptParts(receipt);
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
        {t('Accommodation')}: {money.total(receipt.accomodation.totalCost, parts.accommodation, receipt.currency)}
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
            {t('Extras')}: {money.total(receipt.extras.totalCost, parts.extras, receipt.currency)}
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

/** The stay's lines for `ReceiptView`, with the amounts its totals are made of (`receiptParts`). */
export function stayLinesOf(props: Pick<ReceiptViewProps, 'lang' | 'receipt' | 'method' | 'createdAt' | 'timeZone' | 'cancelled'>): {
  view: ReactNode;
  parts: readonly number[];
} {
  return { view: <StayLines {...props} />, parts: receiptParts(props.receipt).total };
}

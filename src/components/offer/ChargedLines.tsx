import { useTranslation, labelled } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { PolicyList, type ReceiptViewProps } from '../booking/ReceiptView.tsx';
import { chargedItems } from '../../lib/checkout/receipt-items.ts';
import { openModal } from '../../stores/modal.ts';

/** An offer's lines (02 §2.7): a block per grouped item with its stay, rate plan, charges, policies, 'See prices by day' and total. */
export function ChargedLines({
  receipt,
  method,
  timeZone,
  cancelled,
  blockParts,
}: Pick<ReceiptViewProps, 'receipt' | 'method' | 'timeZone' | 'cancelled'> & {
  /** Each block's amounts by its total, as the offer's cards show them (`offerItemParts`): a display currency sums them as shown. */
  blockParts: readonly (readonly number[])[];
}) {
  const { t, lang } = useTranslation();
  const money = useMoney();
  return chargedItems(receipt, { method, now: new Date(), timeZone, locale: lang }).map((item, index) => (
    <section key={item.key} className="summary-item" aria-labelledby={`summary-item-${index}`}>
      <h3 id={`summary-item-${index}`}>{t(item.heading.key, item.heading.tokens)}</h3>
      <p className="summary-note">
        {item.arrival} – {item.departure}
      </p>
      <p className="summary-rate">{item.ratePlanName}</p>
      <ul className="summary-lines">
        {item.charges.map((charge) => (
          <li key={charge.key}>
            <p className="summary-line">
              <span>{charge.name}</span>
              <span>
                {charge.quantity} × {money(charge.price, charge.currency)}
              </span>
            </p>
            {charge.includedExtras ? (
              <p className="summary-note">
                {labelled(t, t(charge.includedExtras.label.key, charge.includedExtras.label.tokens))} {charge.includedExtras.names.join(', ')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {item.policies ? <PolicyList policies={item.policies} cancelled={cancelled} /> : null}
      {item.pricesPerDayIndex !== null ? (
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('PRICE_BREAKDOWN', item.pricesPerDayIndex)}>
          {t('See prices by day')}
        </button>
      ) : null}
      <dl className="summary-item-total">
        <dt>{t('Total')}</dt>
        <dd>{money.total(item.total, blockParts[index] ?? [], item.currency)}</dd>
      </dl>
    </section>
  ));
}

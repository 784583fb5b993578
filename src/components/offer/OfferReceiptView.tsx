import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import type { LoadedOffer } from '../../api/offer.ts';
import type { Message } from '../../lib/format/messages.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { offerReceipt } from '../../lib/offer/offer-receipt.ts';
import { offerReceiptSummary } from '../../lib/offer/offer-receipt-summary.ts';
import { formatAmountTokens } from '../../lib/pricing/policy-texts.ts';
import { $config } from '../../stores/config.ts';
import { openModal } from '../../stores/modal.ts';

export interface OfferReceiptViewProps {
  offer: LoadedOffer;
  /** The chosen payment method id: the billing texts differ for bank transfer (02 §9.6). */
  methodId: number;
  /** The chosen way to pay, named. */
  methodName: string | null;
  /** The card as entered, for the card view; null hides it. */
  card: { holder: string; maskedPan: string | null; brand: string | null } | null;
}

const CARD_PLACEHOLDER = '****************';

/**
 * The receipt summary beside the offer payment form (02 §2.7): a block per
 * grouped item with its stay, rate plan, charge lines ('Included extras'
 * on the accommodation), policy texts, 'See prices by day' and total; then
 * 'Total cost', the HRK counter-value, the VAT lines, the card and the
 * chosen way to pay.
 */
export function OfferReceiptView({ offer, methodId, methodName, card }: OfferReceiptViewProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency: selected, numberFormat } = useStore($config);
  const engine = offer.bookingEngine;
  const receipt = offerReceipt(offer.items, offer.booking.reservations, engine);
  const summary = offerReceiptSummary(receipt, {
    method: methodId,
    now: new Date(),
    engine: { currency: engine.currency, secondaryCurrency: engine.secondaryCurrency, settingsExchangeRate: engine.settingsExchangeRate },
    selectedCurrency: selected,
  });
  const render = (entry: Message) => {
    const formatted = formatAmountTokens(entry, numberFormat);
    return t(formatted.key, formatted.tokens);
  };

  return (
    <aside className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('Reservation summary')}</h2>
      {summary.items.map((item, index) => (
        <section key={index} className="summary-item" aria-labelledby={`summary-item-${index}`}>
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
                    {t(charge.includedExtras.label.key, charge.includedExtras.label.tokens)}: {charge.includedExtras.names.join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {item.policies ? (
            <dl className="summary-policy">
              <dt>{t('Terms of cancellation')}</dt>
              <dd>{item.policies.cancellation.messages.map(render).join(' ')}</dd>
              <dt>{t('Billing dynamics')}</dt>
              <dd>{item.policies.billing.messages.map(render).join(' ')}</dd>
              <dt>{t('No show')}</dt>
              <dd>{item.policies.noShow.map(render).join(' ')}</dd>
              {item.policies.additionalNote ? <dd>{item.policies.additionalNote}</dd> : null}
            </dl>
          ) : null}
          <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('PRICE_BREAKDOWN', item.pricesPerDayIndex)}>
            {t('See prices by day')}
          </button>
          <dl className="summary-item-total">
            <dt>{t('Total')}</dt>
            <dd>{money(item.total, item.currency)}</dd>
          </dl>
        </section>
      ))}

      <dl className="summary-grand">
        <div className="summary-total">
          <dt>{t('Total cost')}</dt>
          <dd>{money(summary.totalCost, summary.currency)}</dd>
        </div>
        {summary.secondaryTotal ? (
          <div className="summary-note">
            <dt className="sr-only">{summary.secondaryTotal.currency}</dt>
            <dd>{formatMoney(summary.secondaryTotal.amount, summary.secondaryTotal.currency, numberFormat)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="summary-vat">
        {summary.vat.map((line, index) => (
          <li key={index} className="summary-note">
            {t(line.message.key, line.message.tokens)}
            {line.amount !== null ? `: ${money(line.amount, summary.currency)}` : ''}
          </li>
        ))}
      </ul>
      {card ? (
        <p className="summary-note summary-card">
          {card.holder && card.holder !== 'EMPTY' ? `${t('Card holder')}: ${card.holder} · ` : ''}
          <span className="summary-pan">{(card.maskedPan ?? CARD_PLACEHOLDER).replace(/(.{4})(?=.)/g, '$1 ').replace(/\*/g, '•')}</span>
          {card.brand ? <img className="summary-brand" src={`/images/cards/${card.brand}.svg`} alt="" width={36} height={24} /> : null}
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

import '../../styles/extras.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { labelled, useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useMoney } from '../ui/useMoney.ts';
import { Messages } from '../results/Messages.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { ExchangeRatesNotice } from '../ui/ExchangeRatesNotice.tsx';
import type { BasketItem } from '../../lib/basket/basket.ts';
import { basketParts, basketTotals, extrasTotals, quantityLimits, servicePrice, servicePricingLabel, serviceQuantity } from '../../lib/extras/extras.ts';
import { servicePriceRange } from '../../lib/extras/service-price-range.ts';
import { featuredImage } from '../../lib/format/text.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import { $basketShown, $basketUnreadable, openExtras, removeFromBasket, setServiceQuantity } from '../../stores/basket.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { stepUrl } from '../../stores/navigation.ts';
import { anotherUnitQuery } from '../../lib/search/another-unit.ts';

export interface ExtrasProps extends IslandProps {
  lang: Locale;
  engine: { slug: string; currency: string; activeCurrencies: string[]; numberFormat: NumberFormat };
}

function ItemCard({ item }: { item: BasketItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const image = featuredImage(item.images);
  const stay = { adults: item.adults, childrenAges: item.childrenAges, nights: item.nights };
  const totals = extrasTotals(item);
  const fees = totals.lines.filter((line) => line.kind === 'fee');
  const title = `${item.itemNumber ? `${item.itemNumber}. ` : ''}${item.unitTypeName}`;
  return (
    <article className="extras-item" aria-label={title}>
      <div className="extras-unit">
        {image ? <img src={image.url} alt="" width={240} height={160} className="extras-image" /> : null}
        <div>
          <h2 className="extras-unit-name">{title}</h2>
          {/* On a group's site, the property the unit is at, as the checkout names it. */}
          {item.propertyName ? <p className="extras-property">{item.propertyName}</p> : null}
          <p className="extras-rate">
            {item.ratePlanName} · <strong>{money(item.totalRate, item.currency)}</strong>
          </p>
          {item.includedServices.length > 0 ? (
            <p>
              {t('Included: ')}
              {item.includedServices.join(', ')}
            </p>
          ) : null}
          <button type="button" className="link-button" onClick={() => removeFromBasket(item.basketId)}>
            {t('Remove this unit')}
          </button>
        </div>
      </div>
      {item.services.length > 0 ? (
        <ul className="service-list" aria-label={t('Extras for %name%', { name: title })}>
          {item.services.map((service) => {
            const limits = quantityLimits(service, stay);
            const quantity = serviceQuantity(service, stay);
            const label = servicePricingLabel(service, item.nights);
            const price = servicePrice(service, item);
            const range = servicePriceRange(service, item);
            return (
              <li key={service.id} className="service">
                <div className="service-text">
                  <h3 className="service-name">{service.name}</h3>
                  {service.description ? <p className="service-description">{service.description}</p> : null}
                  {/* A box, not a paragraph: the label is a paragraph of its own. */}
                  <div className="service-price">
                    {range.from === range.to ? money(range.from, item.currency) : `${money(range.from, item.currency)} – ${money(range.to, item.currency)}`}{' '}
                    <Messages
                      className="service-label"
                      separator=" · "
                      messages={label.messages.map((message) => (message.key === 'nights' ? { ...message, tokens: { count: label.nights ?? 0 } } : message))}
                    />
                  </div>
                </div>
                <div className="service-side">
                  <QuantityStepper
                    label={service.name}
                    value={quantity}
                    min={limits.min}
                    max={limits.max}
                    disabled={limits.disabled}
                    onChange={(value) => setServiceQuantity(item.basketId, service.id, value, service.isMandatoryQuantityUpdate)}
                  />
                  <p className="service-total" aria-live="polite">
                    {money(price.total, item.currency)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {fees.length > 0 ? (
        // The fees the property charges with this unit, named: they are in the extras total.
        <div className="extras-fees">
          <h3 className="service-name">{t('Fees')}</h3>
          <ul aria-label={t('Fees')}>
            {fees.map((fee) => (
              <li key={fee.key} className="extras-fee">
                <span>{fee.name}</span>
                <span>{fee.total > 0 ? money(fee.total, item.currency) : t('Included in rate')}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="extras-item-total">
        {/* Not 'Total cost': with several units, that is the footer's total of them all. */}
        {labelled(t, t('Total for this unit'))}{' '}
        <strong>{money.total(totals.total, [item.totalRate, ...totals.lines.map((line) => line.total)], item.currency)}</strong>
      </p>
    </article>
  );
}

/** The extras step (01 §2.14): each basket unit with its services, the subtotals and Continue. */
function Extras({ lang, engine }: ExtrasProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const hydrated = useHydrated();
  const items = useStore($basketShown);
  const unreadable = useStore($basketUnreadable);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    return openExtras(lang, engine.slug);
  }, []);

  if (unreadable) return <PartNotLoaded />;
  if (!hydrated || items.length === 0)
    return (
      <p className="results-loading" role="status">
        {t('Loading')}
      </p>
    );
  const totals = basketTotals(items);
  const parts = basketParts(items);
  const currency = items[0].currency;
  return (
    <div className="extras">
      <ExchangeRatesNotice propertyCurrency={currency} />
      <p className="extras-header">
        {t('Add extras or')}{' '}
        <a className="link" href={stepUrl(lang, '', anotherUnitQuery(window.location.search, items))}>
          {t('Add another unit')}
        </a>
      </p>
      <div className="extras-list">
        {items.map((item) => (
          <ItemCard key={item.basketId} item={item} />
        ))}
      </div>
      <section className="extras-footer" aria-label={t('Total cost')}>
        <dl className="totals" aria-live="polite">
          <div>
            <dt>{t('Accommodation')}</dt>
            <dd>{money.total(totals.accommodation, parts.accommodation, currency)}</dd>
          </div>
          <div>
            <dt>{t('Extras')}</dt>
            <dd>{money.total(totals.extras, parts.extras, currency)}</dd>
          </div>
          <div className="totals-grand">
            <dt>{t('Total cost')}</dt>
            <dd>{money.total(totals.total, [...parts.accommodation, ...parts.extras], currency)}</dd>
          </div>
        </dl>
        <a className="btn-primary" href={stepUrl(lang, 'payment')}>
          {t('Continue')}
        </a>
      </section>
    </div>
  );
}

export default withI18n(Extras);

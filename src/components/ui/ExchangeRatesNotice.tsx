import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { $config } from '../../stores/config.ts';
import { $exchangeRates, $exchangeRatesFailed, loadExchangeRates } from '../../stores/currency.ts';
import { RetryNotice } from './RetryNotice.tsx';

/**
 * The exchange rates could not be loaded while the guest chose another
 * currency than the property's: prices show in the property's currency
 * (01 §9.2), the guest is told so and can try again.
 */
export function ExchangeRatesNotice({ propertyCurrency }: { propertyCurrency: string }) {
  const { t } = useTranslation();
  const failed = useStore($exchangeRatesFailed);
  const rates = useStore($exchangeRates);
  const { currency } = useStore($config);
  if (!failed || rates || currency === propertyCurrency) return null;
  return (
    <RetryNotice
      role="status"
      message={t('We could not load the exchange rates, so prices are shown in %currency%.', { currency: propertyCurrency })}
      onRetry={loadExchangeRates}
    />
  );
}

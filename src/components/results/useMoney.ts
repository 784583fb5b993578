import { useStore } from '@nanostores/react';
import { convertAmount } from '../../lib/currency.ts';
import { formatMoney } from '../../lib/money.ts';
import { $config } from '../../stores/config.ts';
import { $loaded } from '../../stores/search.ts';

/**
 * Shows an amount of the property's currency in the guest's display
 * currency (01 §9.2 conversion, §9.1 format).
 */
export function useMoney(): (amount: number, sourceCurrency: string) => string {
  const { currency, numberFormat } = useStore($config);
  const loaded = useStore($loaded);
  const rates = loaded?.configuration.exchangeRates ?? null;
  return (amount, sourceCurrency) => {
    const shown = rates?.currencies?.[currency] || currency === sourceCurrency ? currency : sourceCurrency;
    return formatMoney(convertAmount(amount, sourceCurrency, shown, rates), shown, numberFormat);
  };
}

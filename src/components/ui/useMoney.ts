import { useStore } from '@nanostores/react';
import { convertAmount } from '../../lib/pricing/currency.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { $config } from '../../stores/config.ts';
import { $exchangeRates } from '../../stores/currency.ts';

/**
 * Shows an amount of the property's currency in the guest's display
 * currency (01 §9.2 conversion, §9.1 format); without a rate for it the
 * amount stays in the property's currency.
 */
export function useMoney(): (amount: number, sourceCurrency: string) => string {
  const { currency, numberFormat } = useStore($config);
  const rates = useStore($exchangeRates);
  return (amount, sourceCurrency) => {
    const shown = rates?.currencies?.[currency] || currency === sourceCurrency ? currency : sourceCurrency;
    return formatMoney(convertAmount(amount, sourceCurrency, shown, rates), shown, numberFormat);
  };
}

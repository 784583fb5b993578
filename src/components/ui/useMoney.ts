import { useStore } from '@nanostores/react';
import { convertedTotal, shownCurrency } from '../../lib/pricing/currency.ts';
import { formatAmount, formatMoney } from '../../lib/format/money.ts';
import { $config } from '../../stores/config.ts';
import { $exchangeRates } from '../../stores/currency.ts';

/** Amounts of the property's currency as the guest's display currency shows them. */
export interface Money {
  (amount: number, sourceCurrency: string): string;
  /** A total shown beside the parts it is made of: in another currency, the sum of the parts as shown (`convertedTotal`). */
  total(total: number, parts: readonly number[], sourceCurrency: string): string;
}

/**
 * Shows an amount of the property's currency in the guest's display
 * currency (01 §9.2 conversion, §9.1 format); without a rate for it the
 * amount stays in the property's currency.
 */
export function useMoney(): Money {
  const { currency, numberFormat } = useStore($config);
  const rates = useStore($exchangeRates);
  const total = (amount: number, parts: readonly number[], sourceCurrency: string) => {
    const shown = shownCurrency(currency, sourceCurrency, rates);
    return formatMoney(convertedTotal(amount, parts, sourceCurrency, shown, rates), shown, numberFormat);
  };
  // An amount alone is a total of itself: converted, then rounded as shown.
  const money = (amount: number, sourceCurrency: string) => total(amount, [amount], sourceCurrency);
  money.total = total;
  return money;
}

/**
 * An amount as it is owed by bank transfer: in its own currency, whatever
 * the guest's display currency. The bank takes the property's currency,
 * and the transfer's codes and copy buttons carry that amount, so a
 * converted figure beside them would be paid wrong. `amount` gives the
 * number alone, for texts that write the currency themselves ('PrepaymentMsg').
 */
export function useOwedMoney(): { money: (amount: number, currency: string) => string; amount: (amount: number, currency: string) => string } {
  const { numberFormat } = useStore($config);
  return {
    money: (amount, currency) => formatMoney(amount, currency, numberFormat),
    amount: (amount, currency) => formatAmount(amount, currency, numberFormat),
  };
}

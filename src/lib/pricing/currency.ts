/**
 * Display currency (01 §9.2): conversion with the exchange-rate table
 * (01 §3.13), the HRK/EUR exchange-rate note and the secondary HRK total.
 */
import { message, type Message } from '../format/messages.ts';
import { roundAsShown, roundMoney } from '../format/money.ts';
import type { ExchangeRates, NumberFormat } from '../types.ts';

/**
 * Converts an amount between currencies (01 §9.2): a missing value gives 0;
 * a missing source or target, or no rates table, gives the value unchanged;
 * otherwise the value is divided by the source's rate (unless the source
 * is the base currency) and multiplied by the target's rate (1 for the base
 * currency when the table omits it). A missing rate gives the value
 * unchanged. The result is not rounded.
 * @example convertAmount(100, 'EUR', 'USD', { baseCurrency: 'EUR', currencies: { EUR: 1, USD: 1.08 } }) // 108
 * @example convertAmount(108, 'USD', 'GBP', { baseCurrency: 'EUR', currencies: { USD: 1.08, GBP: 0.85 } }) // 85
 */
export function convertAmount(
  value: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  rates: ExchangeRates | null | undefined,
): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  if (!from || !to || !rates?.currencies) return value;
  if (from === to) return value;
  let amount = value;
  if (from !== rates.baseCurrency) {
    const sourceRate = rates.currencies[from];
    if (!sourceRate) return value;
    amount /= sourceRate;
  }
  const targetRate = rates.currencies[to] ?? (to === rates.baseCurrency ? 1 : undefined);
  if (!targetRate) return value;
  return amount * targetRate;
}

/**
 * The currency an amount of `source` is shown in when the guest chose
 * `selected`: the chosen one where the rates convert between the two,
 * else its own (`convertAmount` would leave the amount as it is, and it
 * must not then be labelled in the chosen currency).
 * @example shownCurrency('USD', 'EUR', { baseCurrency: 'EUR', currencies: { USD: 1.08 } }) // 'USD'
 * @example shownCurrency('USD', 'CHF', { baseCurrency: 'EUR', currencies: { USD: 1.08 } }) // 'CHF'
 */
export function shownCurrency(selected: string, source: string, rates: ExchangeRates | null | undefined): string {
  // Two different currencies are never both the base one: without a table, each is shown as it is.
  const converts = (currency: string) => currency === rates?.baseCurrency || Boolean(rates?.currencies?.[currency]);
  return selected === source || (converts(selected) && converts(source)) ? selected : source;
}

/**
 * A total shown beside its parts in another currency (not in the spec):
 * the sum of the parts as each is shown, converted and then rounded, so
 * the figures on the screen add up, where the total converted alone can
 * come out a cent apart from them. Parts that do not add up to the total
 * in its own currency leave it converted as a whole, as does a currency
 * without a rate (`convertAmount` leaves such amounts as they are).
 * @example convertedTotal(66.66, [33.33, 33.33], 'EUR', 'HRK', { baseCurrency: 'EUR', currencies: { EUR: 1, HRK: 7.5345 } }) // 502.24 (251.12 twice; the total alone is 502.25)
 */
export function convertedTotal(total: number, parts: readonly number[], from: string, to: string, rates: ExchangeRates | null | undefined): number {
  const whole = convertAmount(total, from, to, rates);
  if (from === to || whole === total) return whole;
  const inOwn = parts.reduce((sum, part) => sum + part, 0);
  if (roundAsShown(inOwn, from) !== roundAsShown(total, from)) return whole;
  return roundAsShown(
    parts.reduce((sum, part) => sum + roundAsShown(convertAmount(part, from, to, rates), to), 0),
    to,
  );
}

/** The fixed conversion rate of the kuna to the euro. */
export const HRK_PER_EUR = 7.5345;

/** 2023-01-01T00:00:00Z, the euro changeover in Croatia (unix seconds). */
export const EURO_CHANGEOVER = 1672531200;

/** The engine settings the HRK rules read (01 §3.1). */
export interface HrkSettings {
  currency: string | null | undefined;
  secondaryCurrency: string | null | undefined;
  settingsExchangeRate?: number | null;
}

/**
 * Whether the exchange-rate note shows (01 §9.2): the engine's currency or
 * secondary currency is HRK and the selected currency is HRK or EUR.
 * @example showsExchangeRateNote({ currency: 'EUR', secondaryCurrency: 'HRK' }, 'EUR') // true
 */
export function showsExchangeRateNote(engine: HrkSettings, selectedCurrency: string | null | undefined): boolean {
  const hrkEngine = engine.currency === 'HRK' || engine.secondaryCurrency === 'HRK';
  return hrkEngine && (selectedCurrency === 'HRK' || selectedCurrency === 'EUR');
}

/**
 * The exchange-rate note, 'Exchange rate 1 EUR = 7.53450 HRK', or null. The
 * rate shows with 5 decimals, the way the fixed conversion rate is
 * officially written, with the engine's decimal separator.
 * @example exchangeRateNote({ currency: 'EUR', secondaryCurrency: 'HRK' }, 'HRK') // { key: 'Exchange rate 1 EUR = %rate% HRK', tokens: { rate: '7.53450' } }
 */
export function exchangeRateNote(engine: HrkSettings, selectedCurrency: string | null | undefined, format: Partial<NumberFormat> = {}): Message | null {
  if (!showsExchangeRateNote(engine, selectedCurrency)) return null;
  const rate = HRK_PER_EUR.toFixed(5).replace('.', format.decimalSeparator ?? '.');
  return message('Exchange rate 1 EUR = %rate% HRK', { rate });
}

/**
 * Whether the euro changeover applies (01 §9.2 "a further rule"): the
 * engine's secondary currency is HRK, the guest sees EUR, and now is on or
 * after 2023-01-01. From then on the kuna is no longer a currency anyone
 * pays in; the HRK figure is shown for information only, at the fixed
 * conversion rate (see secondaryHrkTotal).
 * @example isEuroChangeoverInEffect({ currency: 'EUR', secondaryCurrency: 'HRK' }, 'EUR', 1672531200) // true
 */
export function isEuroChangeoverInEffect(engine: HrkSettings, selectedCurrency: string | null | undefined, nowSeconds: number): boolean {
  return engine.secondaryCurrency === 'HRK' && selectedCurrency === 'EUR' && nowSeconds >= EURO_CHANGEOVER;
}

/** The HRK counter-value shown next to a EUR total. */
export interface SecondaryTotal {
  amount: number;
  currency: 'HRK';
  /** HRK per EUR used. */
  rate: number;
  /**
   * True after the euro changeover: the amount is informative only (the
   * guest pays in EUR), computed at the fixed conversion rate.
   */
  informational: boolean;
}

/**
 * The secondary HRK total (01 §9.2), for an engine whose secondary currency
 * is HRK while the guest sees EUR (the pair settingsExchangeRate is
 * defined for; other currencies get none):
 * - before the euro changeover, total × settingsExchangeRate (default 1),
 *   as the spec says;
 * - on or after it, total × 7.5345, marked informational: the kuna's rate
 *   is fixed by law, so a counter-value at any other rate would contradict
 *   the exchange-rate note shown beside it.
 * Rounded to cents.
 * @example secondaryHrkTotal(100, { currency: 'EUR', secondaryCurrency: 'HRK', settingsExchangeRate: 7.5 }, 'EUR', 1672531200) // { amount: 753.45, currency: 'HRK', rate: 7.5345, informational: true }
 */
export function secondaryHrkTotal(total: number, engine: HrkSettings, selectedCurrency: string | null | undefined, nowSeconds: number): SecondaryTotal | null {
  if (engine.secondaryCurrency !== 'HRK' || selectedCurrency !== 'EUR') return null;
  const informational = isEuroChangeoverInEffect(engine, selectedCurrency, nowSeconds);
  const rate = informational ? HRK_PER_EUR : (engine.settingsExchangeRate ?? 1);
  return { amount: roundMoney(total * rate), currency: 'HRK', rate, informational };
}

/**
 * The spec's "special value" helper (01 §9.2): true when the value's string
 * form is longer than one character and starts with the digit 7. Its
 * purpose is not stated; within the currency rules it tells an exchange
 * rate written as kuna per euro (7.5345, 7.53450) from one written the
 * other way round (0.13272) or a bare integer, so a settings screen or an
 * import can check which way settingsExchangeRate was entered. The results
 * rules do not depend on it.
 * @example looksLikeHrkPerEurRate(7.5345) // true
 * @example looksLikeHrkPerEurRate(0.13272) // false
 */
export function looksLikeHrkPerEurRate(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value);
  return text.length > 1 && text.startsWith('7');
}

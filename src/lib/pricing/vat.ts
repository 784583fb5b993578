/**
 * VAT on a stay (01 §9.6, §3.11 totalRateBeforeTax).
 */
import { roundMoney } from '../format/money.ts';

/** The stay and the engine settings the before-tax figure needs. */
export interface BeforeTaxInput {
  totalRate: number;
  /** The engine's (01 §3.1; on unit types as bookingEngine.isVatRegistered). */
  isVatRegistered: boolean | null | undefined;
  /** Percent, e.g. 13. */
  vatRate: number | null | undefined;
  /** The rate's isTouristTaxIncluded (01 §3.6). */
  isTouristTaxIncluded?: boolean | null;
  /** The stay's tourist tax, taken out first when the rate includes it. */
  touristTax?: number | null;
}

/**
 * The total without VAT (01 §9.6): when the engine is VAT registered and
 * its rate is above 0, totalRate / (1 + vatRate / 100), the tourist tax
 * being subtracted first when the rate includes it (tourist tax carries no
 * VAT). Otherwise the total itself: there is no VAT to take out. Rounded
 * to cents.
 * @example totalRateBeforeTax({ totalRate: 113, isVatRegistered: true, vatRate: 13 }) // 100
 * @example totalRateBeforeTax({ totalRate: 117, isVatRegistered: true, vatRate: 13, isTouristTaxIncluded: true, touristTax: 4 }) // 100
 */
export function totalRateBeforeTax(input: BeforeTaxInput): number {
  const { totalRate, isVatRegistered, vatRate } = input;
  if (!isVatRegistered || !vatRate || vatRate <= 0) return roundMoney(totalRate);
  const taxable = input.isTouristTaxIncluded ? totalRate - (input.touristTax ?? 0) : totalRate;
  return roundMoney(taxable / (1 + vatRate / 100));
}

/**
 * A single price with VAT taken out at `vatRate` percent (null or 0: none).
 * @example priceBeforeTax(113, 13) // 100
 */
export function priceBeforeTax(price: number, vatRate: number | null | undefined): number {
  if (!vatRate || vatRate <= 0) return roundMoney(price);
  return roundMoney(price / (1 + vatRate / 100));
}

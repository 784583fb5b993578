import { Temporal } from 'temporal-polyfill';

/**
 * Dates of a stay are calendar dates without a time zone: the wire carries
 * them as unix seconds at UTC midnight or as ISO `YYYY-MM-DD`.
 */
export type IsoDate = string;

/** @example toPlainDate('2026-07-01').day // 1 */
export function toPlainDate(value: IsoDate | Temporal.PlainDate): Temporal.PlainDate {
  return typeof value === 'string' ? Temporal.PlainDate.from(value) : value;
}

/** @example unixToIsoDate(1782864000) // '2026-07-01' */
export function unixToIsoDate(seconds: number): IsoDate {
  return Temporal.Instant.fromEpochMilliseconds(seconds * 1000).toZonedDateTimeISO('UTC').toPlainDate().toString();
}

/** @example isoDateToUnix('2026-07-01') // 1782864000 */
export function isoDateToUnix(date: IsoDate): number {
  return Math.round(toPlainDate(date).toZonedDateTime('UTC').epochMilliseconds / 1000);
}

/**
 * Length of stay: days between from and to (01 §9.6).
 * @example nightsBetween('2026-07-01', '2026-07-04') // 3
 */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return toPlainDate(from).until(toPlainDate(to), { largestUnit: 'days' }).days;
}

/** @example addDays('2026-07-30', 3) // '2026-08-02' */
export function addDays(date: IsoDate, days: number): IsoDate {
  return toPlainDate(date).add({ days }).toString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD-MM-YYYY (01 §9.1). @example formatDashed('2026-07-01') // '01-07-2026' */
export function formatDashed(date: IsoDate): string {
  const d = toPlainDate(date);
  return `${pad(d.day)}-${pad(d.month)}-${pad(d.year, 4)}`;
}

/** DD.MM.YYYY (01 §9.1, 02 §9.2). @example formatDotted('2026-07-01') // '01.07.2026' */
export function formatDotted(date: IsoDate): string {
  const d = toPlainDate(date);
  return `${pad(d.day)}.${pad(d.month)}.${pad(d.year, 4)}`;
}

/**
 * D MMM with the month abbreviated in the interface language (01 §9.1).
 * @example formatDayMonth('2026-07-01', 'en') // '1 Jul'
 */
export function formatDayMonth(date: IsoDate, locale: string): string {
  const d = toPlainDate(date);
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );
  return `${d.day} ${month}`;
}

/** Today's date in a time zone (the property's; the guest's browser zone by default). */
export function today(timeZone?: string): IsoDate {
  return Temporal.Now.plainDateISO(timeZone ?? Temporal.Now.timeZoneId()).toString();
}

/**
 * Finding an option of a searchable select by what the guest types (the
 * country selects, 02 §2.10, §3.15): the spec's case-insensitive match,
 * and, as a guest types on any keyboard, without accents ('Osterreich',
 * 'Ελλαδα', 'Viet Nam' find 'Österreich', 'Ελλάδα', 'Việt Nam') and in
 * an option's other names (`aliases`: 'Russia', or the English name on a
 * page in another language). Kept apart from the country list so that a
 * form's select carries it without the list.
 */

/** Lower case without accents, in the locale: 'Česká' and 'ceska' fold alike, and 'Đức' and 'duc'. */
export function fold(text: string, locale?: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

/**
 * The options whose label, or one of its aliases, contains the typed text,
 * ignoring case and accents; all of them for a blank query. Order is kept.
 * @example filterOptions([{ label: 'Österreich' }, { label: 'Ungarn' }], 'osterr') // [{ label: 'Österreich' }]
 */
export function filterOptions<T extends { label: string; aliases?: readonly string[] }>(
  options: readonly T[],
  query: string | null | undefined,
  locale?: string,
): T[] {
  const needle = fold((query ?? '').trim(), locale);
  if (!needle) return [...options];
  return options.filter((option) => [option.label, ...(option.aliases ?? [])].some((name) => fold(name, locale).includes(needle)));
}

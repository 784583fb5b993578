/**
 * A message for the guest as a translation key plus the named tokens that
 * fill its `%token%` placeholders (01 §9.1). Domain rules return these and
 * never translate; the island renders them with `t(key, tokens)`.
 * Every key the rules produce is in the English dictionary
 * (`src/i18n/locales/en.json`); a unit test renders each of them.
 */
export interface Message {
  key: string;
  tokens: Record<string, string | number>;
}

/**
 * Builds a message.
 * @example message('Max occupancy for this unit is %maxOccupancy%', { maxOccupancy: 4 })
 */
export function message(key: string, tokens: Record<string, string | number> = {}): Message {
  return { key, tokens };
}

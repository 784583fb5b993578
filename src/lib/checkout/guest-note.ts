/**
 * The guest's note (02 §3.1 note, §2.9, §9.2): the reservation stores the
 * message and the estimated time of arrival in one text, which the
 * reservation page splits again. The marker stays in English: the
 * property reads it, and the page finds it in any language.
 */

/** What separates the guest's message from the arrival time in a stored note. */
export const ARRIVAL_MARKER = 'Estimated time of arrival:';

/** The stored note split for the reservation page (02 §2.9). */
export interface ParsedNote {
  /** The note up to the marker, trailing line breaks and spaces dropped. */
  message: string;
  /** 'HH:00' as chosen at booking; '' when the note carries none. */
  estimatedTimeOfArrival: string;
}

/**
 * The note the reservation stores: the guest's message followed by
 * '\nEstimated time of arrival: HH:00'. Without a time, the message alone.
 * @example composeNote('Late check-in, please.', '21:00') // 'Late check-in, please.\nEstimated time of arrival: 21:00'
 */
export function composeNote(message: string | null | undefined, estimatedTimeOfArrival: string | null | undefined): string {
  const text = message ?? '';
  const time = (estimatedTimeOfArrival ?? '').trim();
  return time ? `${text}\n${ARRIVAL_MARKER} ${time}` : text;
}

/**
 * Splits a stored note (02 §2.9): 'Message' is the note up to the text
 * 'Estimated time of arrival:' (its last occurrence, so a message quoting
 * it stays whole), and 'Estimated time of arrival' the last 5 characters
 * of the note, trimmed (trailing spaces or a line break after the time do
 * not count). A note without the marker is all message, with no time.
 * @example parseNote('Late check-in, please.\nEstimated time of arrival: 21:00') // { message: 'Late check-in, please.', estimatedTimeOfArrival: '21:00' }
 * @example parseNote(null) // { message: '', estimatedTimeOfArrival: '' }
 */
export function parseNote(note: string | null | undefined): ParsedNote {
  const text = note ?? '';
  const at = text.lastIndexOf(ARRIVAL_MARKER);
  if (at < 0) return { message: text.trimEnd(), estimatedTimeOfArrival: '' };
  return {
    message: text.slice(0, at).trimEnd(),
    estimatedTimeOfArrival: text
      .slice(at + ARRIVAL_MARKER.length)
      .trim()
      .slice(-5),
  };
}

/**
 * The estimated-arrival choices (02 §9.2): whole hours 'HH:00', 0 to 23.
 * @example arrivalTimeOptions().slice(0, 2) // ['00:00', '01:00']
 */
export function arrivalTimeOptions(): string[] {
  return Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
}

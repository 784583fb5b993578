import { describe, expect, it } from 'vitest';
import { ARRIVAL_MARKER, arrivalTimeOptions, composeNote, parseNote } from '../../../src/lib/checkout/guest-note.ts';

describe('the stored note (02 §3.1, §9.2)', () => {
  it('appends the estimated time of arrival on its own line', () => {
    expect(composeNote('We arrive by ferry from Ancona.', '07:00')).toBe('We arrive by ferry from Ancona.\nEstimated time of arrival: 07:00');
  });
  it('keeps the line when the guest wrote nothing', () => {
    expect(composeNote('', '14:00')).toBe('\nEstimated time of arrival: 14:00');
    expect(composeNote(null, '14:00')).toBe('\nEstimated time of arrival: 14:00');
  });
  it('stores the message alone when no time was chosen', () => {
    expect(composeNote('Baby cot, please.', '')).toBe('Baby cot, please.');
    expect(composeNote('Baby cot, please.', null)).toBe('Baby cot, please.');
    expect(composeNote(undefined, undefined)).toBe('');
  });
  it('keeps a message of several lines as typed', () => {
    expect(composeNote('Line one\nLine two', '23:00')).toBe('Line one\nLine two\nEstimated time of arrival: 23:00');
  });
});

describe('the note on the reservation page (02 §2.9)', () => {
  it('splits message and time', () => {
    expect(parseNote('We arrive by ferry from Ancona.\nEstimated time of arrival: 07:00')).toEqual({
      message: 'We arrive by ferry from Ancona.',
      estimatedTimeOfArrival: '07:00',
    });
  });
  it('round-trips every composed note', () => {
    for (const time of arrivalTimeOptions()) {
      for (const message of ['', 'Hi', 'Two\nlines', 'Ends with a break\n']) {
        expect(parseNote(composeNote(message, time))).toEqual({ message: message.trimEnd(), estimatedTimeOfArrival: time });
      }
    }
  });
  it('takes the time as the last 5 characters, trimmed', () => {
    expect(parseNote('Hello\nEstimated time of arrival: 21:00  ').estimatedTimeOfArrival).toBe('21:00');
    expect(parseNote('Hello\nEstimated time of arrival: 21:00\n').estimatedTimeOfArrival).toBe('21:00');
    expect(parseNote('Estimated time of arrival: 9:00').estimatedTimeOfArrival).toBe('9:00');
  });
  it('cuts the message at the last marker, so a message quoting it stays whole', () => {
    const note = composeNote(`Is the "${ARRIVAL_MARKER}" field binding?`, '16:00');
    expect(parseNote(note)).toEqual({ message: `Is the "${ARRIVAL_MARKER}" field binding?`, estimatedTimeOfArrival: '16:00' });
  });
  it('reads a note without the marker as all message and no time', () => {
    expect(parseNote('Written by the property, 12:00')).toEqual({ message: 'Written by the property, 12:00', estimatedTimeOfArrival: '' });
    expect(parseNote('')).toEqual({ message: '', estimatedTimeOfArrival: '' });
    expect(parseNote(null)).toEqual({ message: '', estimatedTimeOfArrival: '' });
    expect(parseNote(undefined)).toEqual({ message: '', estimatedTimeOfArrival: '' });
  });
});

describe('estimated arrival options (02 §9.2)', () => {
  it('offers whole hours from 00:00 to 23:00', () => {
    const options = arrivalTimeOptions();
    expect(options).toHaveLength(24);
    expect(options[0]).toBe('00:00');
    expect(options[9]).toBe('09:00');
    expect(options[23]).toBe('23:00');
    for (const option of options) expect(option).toMatch(/^([01]\d|2[0-3]):00$/);
  });
});

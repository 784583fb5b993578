import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGE,
  dateOfBirthError,
  dateOfBirthFromUnix,
  maskDateOfBirth,
  parseDateOfBirth,
  typeDateOfBirth,
} from '../../../src/lib/checkin/checkin-dob.ts';

const TODAY = '2027-03-01';
const keyOf = (value: unknown, today = TODAY) => dateOfBirthError(value, today)?.key ?? null;

/** Types the characters one by one, as the field receives them (and as the check-in store remembers a refused digit). */
function type(text: string): string {
  let typed: ReturnType<typeof typeDateOfBirth> = { value: '', keys: null };
  for (const char of text) typed = typeDateOfBirth(typed.value + char, typed.value, typed.keys);
  return typed.value;
}

describe('date-of-birth mask (02 §5.5)', () => {
  it('inserts the dots after the day and the month, at most 10 characters', () => {
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12.');
    expect(type('120')).toBe('12.0');
    expect(type('1205')).toBe('12.05.');
    expect(type('12051')).toBe('12.05.1');
    expect(type('12051990')).toBe('12.05.1990');
    expect(type('120519901')).toBe('12.05.1990');
    expect(maskDateOfBirth('12.05.19901234')).toBe('12.05.1990');
    expect(maskDateOfBirth('12051990').length).toBe(10);
  });

  it('takes digits only: letters, spaces and typed dots are dropped', () => {
    expect(type('a1b2.')).toBe('12.');
    expect(maskDateOfBirth('12 / 05 / 1990')).toBe('12.05.1990');
    expect(maskDateOfBirth('12.05.1990')).toBe('12.05.1990');
    expect(maskDateOfBirth('x')).toBe('');
  });

  it('takes a first day digit of 0 to 3 only', () => {
    for (const digit of '0123') expect(type(digit)).toBe(digit);
    for (const digit of '456789') expect(type(digit)).toBe('');
  });

  it('after a first day digit 3 takes 0 or 1 only', () => {
    expect(type('30')).toBe('30.');
    expect(type('31')).toBe('31.');
    for (const digit of '23456789') expect(type(`3${digit}`)).toBe('3');
    // Below 3 any second digit.
    expect(type('29')).toBe('29.');
    expect(type('09')).toBe('09.');
  });

  it('takes a first month digit of 0 or 1 only', () => {
    expect(type('150')).toBe('15.0');
    expect(type('151')).toBe('15.1');
    for (const digit of '23456789') expect(type(`15${digit}`)).toBe('15.');
  });

  it('after a first month digit 1 takes 0 to 2 only', () => {
    for (const digit of '012') expect(type(`151${digit}`)).toBe(`15.1${digit}.`);
    for (const digit of '3456789') expect(type(`151${digit}`)).toBe('15.1');
    expect(type('1509')).toBe('15.09.');
  });

  it('takes a year starting with 1 or 2 only', () => {
    expect(type('15081')).toBe('15.08.1');
    expect(type('15082')).toBe('15.08.2');
    for (const digit of '03456789') expect(type(`1508${digit}`)).toBe('15.08.');
    // The other year digits are free.
    expect(type('15081099')).toBe('15.08.1099');
  });

  it('drops a refused digit and places the next one (a paste)', () => {
    // 5 is no second day digit after 3, 2 no first month digit.
    expect(maskDateOfBirth('3512')).toBe('31.');
    expect(maskDateOfBirth('35121990')).toBe('31.10.');
    // 9 is no first month digit; the 0 after it is.
    expect(maskDateOfBirth('019051990')).toBe('01.05.1990');
  });

  it('reads a one-digit day or month before a separator as that day or month, and a date written year first (not in the spec)', () => {
    expect(type('1.')).toBe('01.');
    expect(type('12.5.')).toBe('12.05.');
    expect(maskDateOfBirth('12.5.1985')).toBe('12.05.1985');
    expect(maskDateOfBirth('5/3/1990')).toBe('05.03.1990');
    expect(maskDateOfBirth('3 1 2000')).toBe('03.01.2000');
    expect(maskDateOfBirth('1985-05-12')).toBe('12.05.1985');
    expect(maskDateOfBirth(' 1985-5-2 ')).toBe('02.05.1985');
    // A 0 alone stays the start of a day or month ('0.' is no day); typed alone, a day from 4 is still refused (02 §5.5).
    expect(maskDateOfBirth('0.')).toBe('0');
    expect(maskDateOfBirth('12.0.')).toBe('12.0');
    expect(type('4')).toBe('');
    expect(maskDateOfBirth('12.05.1990.')).toBe('12.05.1990');
    // Year first with dots or slashes too, and a pasted date with spaces around it.
    expect(maskDateOfBirth('1987.07.22')).toBe('22.07.1987');
    expect(maskDateOfBirth('1987/7/22')).toBe('22.07.1987');
    expect(maskDateOfBirth(' 22.07.1987 ')).toBe('22.07.1987');
  });

  it('typed as written in Croatian or German, a one-digit day or month with its dot reads as pasted', () => {
    for (const [typed, value] of [
      ['15.3.1985', '15.03.1985'],
      ['5.3.2021', '05.03.2021'],
      ['9.9.1999', '09.09.1999'],
      ['1.2.2010', '01.02.2010'],
      ['3.4.1990', '03.04.1990'],
      ['22.7.1987', '22.07.1987'],
      ['15.03.1985', '15.03.1985'],
    ]) {
      expect(type(typed), typed).toBe(value);
      expect(maskDateOfBirth(typed), typed).toBe(value);
    }
    // The refused first digit alone shows nothing yet (02 §5.5); its dot places it; another digit after it is no day.
    expect(type('5')).toBe('');
    expect(type('5.')).toBe('05.');
    expect(type('56.')).toBe('');
    expect(type('15.3')).toBe('15.');
    expect(type('15.3.')).toBe('15.03.');
  });

  it('does not read a separator after a refused digit as ending a one-digit day or month: no real date the guest never wrote', () => {
    // Typed: the date stops at the dot after the refused 2 of '32', as a pasted one does, until the guest deletes.
    expect(type('32.')).toBe('3');
    expect(type('32.13.2000')).toBe('3');
    expect(type('15.13.')).toBe('15.1');
    expect(type('15.13.2000')).toBe('15.1');
    expect(type('12/25/1990')).toBe('12.');
    expect(type('05/31/1990')).toBe('05.1');
    const stopped = typeDateOfBirth('3.', '3', { at: '3' });
    expect(stopped).toEqual({ value: '3', keys: { at: '3', stopped: true } });
    // Deleting forgets it: the next keys are read afresh.
    expect(typeDateOfBirth('', '3', stopped.keys)).toEqual({ value: '', keys: null });
    expect(typeDateOfBirth('31', '3', null).value).toBe('31.');
    // An empty field never stops (a key that deletes nothing could not get the guest out): '45.' and '5a.' leave it open.
    expect(parseDateOfBirth(type('45.12.1990'))).toBeNull();
    expect(type('45.')).toBe('');
    expect(type('45.1')).toBe('1');
    expect(type('5a.')).toBe('05.');
    // Pasted: the date stops before that separator, short of a full date.
    expect(maskDateOfBirth('32.13.2000')).toBe('3');
    expect(maskDateOfBirth('15.13.2000')).toBe('15.1');
    // A date in the US order, month first: a refused digit anywhere in the day or month stops it at the next separator.
    expect(maskDateOfBirth('12/25/1990')).toBe('12.');
    expect(maskDateOfBirth('05/31/1990')).toBe('05.1');
    expect(parseDateOfBirth(maskDateOfBirth('05/31/1990'))).toBeNull();
    // A refused digit alone, or one followed by another digit, is dropped as before.
    expect(type('35')).toBe('3');
    expect(maskDateOfBirth('3512')).toBe('31.');
    // Only a refused keystroke counts: a dot after an accepted one-digit day still makes it that day; a letter is no key.
    expect(type('3.')).toBe('03.');
    expect(type('3a.')).toBe('03.');
  });

  it('lets the guest delete back over a dot', () => {
    expect(maskDateOfBirth('12', '12.')).toBe('1');
    expect(maskDateOfBirth('12.05', '12.05.')).toBe('12.0');
    expect(maskDateOfBirth('12.05.', '12.05.1')).toBe('12.05.');
    expect(maskDateOfBirth('', '1')).toBe('');
  });
});

describe('parsing DD.MM.YYYY', () => {
  it('reads a real date as an ISO date', () => {
    expect(parseDateOfBirth('12.05.1990')).toBe('1990-05-12');
    expect(parseDateOfBirth(' 01.01.1905 ')).toBe('1905-01-01');
  });
  it('refuses days that do not exist, 31.02. and 29.02. of a common year', () => {
    expect(parseDateOfBirth('31.02.2000')).toBeNull();
    expect(parseDateOfBirth('30.02.2024')).toBeNull();
    expect(parseDateOfBirth('29.02.2023')).toBeNull();
    expect(parseDateOfBirth('29.02.1900')).toBeNull();
    expect(parseDateOfBirth('31.04.1990')).toBeNull();
    expect(parseDateOfBirth('00.01.1990')).toBeNull();
    expect(parseDateOfBirth('01.13.1990')).toBeNull();
    expect(parseDateOfBirth('01.00.1990')).toBeNull();
  });
  it('takes leap days of leap years', () => {
    expect(parseDateOfBirth('29.02.2024')).toBe('2024-02-29');
    expect(parseDateOfBirth('29.02.2000')).toBe('2000-02-29');
    expect(parseDateOfBirth('29.02.1908')).toBe('1908-02-29');
  });
  it('refuses other formats', () => {
    expect(parseDateOfBirth('1990-05-12')).toBeNull();
    expect(parseDateOfBirth('12/05/1990')).toBeNull();
    expect(parseDateOfBirth('1.5.1990')).toBeNull();
  });
});

describe('date-of-birth rules and messages (02 §5.5)', () => {
  it('is required: null, missing, empty and blank are "This value cannot be empty"', () => {
    for (const value of [null, undefined, '', '   ']) expect(keyOf(value)).toBe('This value cannot be empty');
  });

  it('needs at least 10 characters, with %minLength% 10', () => {
    expect(dateOfBirthError('1.5.1990', TODAY)).toEqual({ key: 'MinLengthValidationError', tokens: { minLength: 10 } });
    expect(dateOfBirthError('12.05.199', TODAY)).toEqual({ key: 'MinLengthValidationError', tokens: { minLength: 10 } });
  });

  it('must be DD.MM.YYYY: "The date format is incorrect"', () => {
    expect(keyOf('1990-05-12')).toBe('The date format is incorrect');
    expect(keyOf('12/05/1990')).toBe('The date format is incorrect');
    expect(keyOf('12.05.19900')).toBe('The date format is incorrect');
    expect(keyOf('aa.bb.cccc')).toBe('The date format is incorrect');
    expect(keyOf(642470400)).toBe('The date format is incorrect');
  });

  it('must be a real date: "The date is invalid" (31.02., 29.02. of a common year)', () => {
    expect(keyOf('31.02.1990')).toBe('The date is invalid');
    expect(keyOf('29.02.2023')).toBe('The date is invalid');
    expect(keyOf('32.01.1990')).toBe('The date is invalid');
    expect(keyOf('15.13.1990')).toBe('The date is invalid');
    expect(keyOf('29.02.2024')).toBeNull();
    expect(keyOf('29.02.2000')).toBeNull();
  });

  it('takes 1905 and refuses 1904: "Date of birth year has to be bigger than 1904"', () => {
    expect(keyOf('01.01.1905')).toBeNull();
    expect(keyOf('31.12.1904')).toBe('Date of birth year has to be bigger than 1904');
    expect(keyOf('01.01.1904')).toBe('Date of birth year has to be bigger than 1904');
    expect(keyOf('01.01.0999')).toBe('Date of birth year has to be bigger than 1904');
  });

  it('checks the real date before the year', () => {
    // 1900 was not a leap year: the date itself is wrong first.
    expect(keyOf('29.02.1900')).toBe('The date is invalid');
  });

  it('may not be after tomorrow: "Date of birth cannot be in the future. Please enter a valid date."', () => {
    expect(keyOf('01.03.2027')).toBeNull(); // today
    expect(keyOf('02.03.2027')).toBeNull(); // tomorrow, as the spec says: 'not after tomorrow'
    expect(keyOf('03.03.2027')).toBe('Date of birth cannot be in the future. Please enter a valid date.');
    expect(keyOf('01.01.2099')).toBe('Date of birth cannot be in the future. Please enter a valid date.');
    // Across a year end.
    expect(keyOf('01.01.2028', '2027-12-31')).toBeNull();
    expect(keyOf('02.01.2028', '2027-12-31')).toBe('Date of birth cannot be in the future. Please enter a valid date.');
  });

  it('answers with the spec’s texts as keys', () => {
    expect(DATE_OF_BIRTH_MESSAGE).toEqual({
      EMPTY: 'This value cannot be empty',
      MIN_LENGTH: 'MinLengthValidationError',
      FORMAT: 'The date format is incorrect',
      INVALID: 'The date is invalid',
      YEAR: 'Date of birth year has to be bigger than 1904',
      FUTURE: 'Date of birth cannot be in the future. Please enter a valid date.',
    });
  });
});

describe('date of birth from the server', () => {
  it('shows unix seconds (UTC) as DD.MM.YYYY', () => {
    expect(dateOfBirthFromUnix(642470400)).toBe('12.05.1990');
    expect(dateOfBirthFromUnix(Date.UTC(1905, 0, 1) / 1000)).toBe('01.01.1905');
    expect(dateOfBirthFromUnix(Date.UTC(2024, 1, 29) / 1000)).toBe('29.02.2024');
  });
  it('is empty without one', () => {
    expect(dateOfBirthFromUnix(null)).toBe('');
    expect(dateOfBirthFromUnix(undefined)).toBe('');
    expect(dateOfBirthFromUnix(Number.NaN)).toBe('');
  });
  it('reads back what it shows', () => {
    expect(parseDateOfBirth(dateOfBirthFromUnix(-2051222400))).toBe('1905-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { nextUnitGuests } from '../../../src/lib/search/next-unit.ts';
import { anotherUnitQuery } from '../../../src/lib/search/another-unit.ts';
import { defaultSearch, fromGoogleTravel, mergeQuery, reservationSearchQuery, searchFromQuery, staySearchQuery } from '../../../src/lib/search/search-query.ts';

describe('a fresh search of the basket’s stay', () => {
  const stay = { from: '2027-07-24', to: '2027-07-26', adults: 2, childrenAges: [] as number[] };

  it('searches the first unit’s dates and guests, as many rooms as the basket holds, keeping the rest of the query', () => {
    expect(staySearchQuery([stay], '?currency=USD')).toBe('?currency=USD&from=24-07-2027&to=26-07-2027&adults=2&rooms=1');
    expect(staySearchQuery([{ ...stay, adults: 3, childrenAges: [4, 9] }, stay], '?from=01-01-2027&promoCode=SUMMER10')).toBe(
      '?from=24-07-2027&promoCode=SUMMER10&to=26-07-2027&adults=3&children=4%2C9&rooms=2',
    );
  });

  it('reads back as the same search', () => {
    const base = { from: '2027-01-01', to: '2027-01-02', adults: 1, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null };
    const { search } = searchFromQuery(staySearchQuery([{ ...stay, childrenAges: [5] }], ''), base);
    expect(search).toMatchObject({ from: '2027-07-24', to: '2027-07-26', adults: 2, children: [5], rooms: 1 });
  });

  it('an empty basket leaves the query as it is', () => {
    expect(staySearchQuery([], '?currency=USD')).toBe(mergeQuery('?currency=USD', {}));
  });
});

describe('a reservation page’s search (02 §4.6)', () => {
  const stays = [{ from: '2027-07-24', to: '2027-07-26', adults: 3, childrenAges: [4] }];
  it('takes the first stay’s arrival, departure and adults, no children and one room when the query has no valid dates', () => {
    expect(reservationSearchQuery(stays, '')).toBe('?from=24-07-2027&to=26-07-2027&adults=3&rooms=1');
    expect(reservationSearchQuery(stays, '?currency=USD&from=26-07-2027&to=24-07-2027&children=5')).toBe(
      '?currency=USD&from=24-07-2027&to=26-07-2027&adults=3&rooms=1',
    );
  });
  it('keeps valid dates, and does nothing without a stay', () => {
    expect(reservationSearchQuery(stays, '?from=01-08-2027&to=03-08-2027')).toBeNull();
    expect(reservationSearchQuery([], '')).toBeNull();
  });
});

describe('a travel-search partner’s landing link', () => {
  const base = { from: '2027-03-01', to: '2027-03-02', adults: 2, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null };
  it('may give the stay as nights from the arrival, 1 to 365; a stay it cannot read keeps the default dates', () => {
    expect(searchFromQuery('?from=23-05-2027&nights=6&adults=3&unitTypeId=103', base).search).toMatchObject({
      from: '2027-05-23',
      to: '2027-05-29',
      adults: 3,
      unitTypeId: '103',
    });
    expect(searchFromQuery('?from=23-05-2027&to=25-05-2027&nights=6', base).search.to).toBe('2027-05-25');
    for (const nights of ['0', '366', 'six', '']) expect(searchFromQuery(`?from=23-05-2027&nights=${nights}`, base).search.to, nights).toBe('2027-03-02');
  });
  it('keeps the default dates for an old link whose arrival has passed, or a stay longer than the API takes, given the property’s day', () => {
    const today = '2027-03-01';
    expect(searchFromQuery('?from=20-02-2027&to=23-02-2027&adults=3', base, today).search).toMatchObject({ from: '2027-03-01', to: '2027-03-02', adults: 3 });
    expect(searchFromQuery('?from=01-03-2027&to=03-03-2027', base, today).search).toMatchObject({ from: '2027-03-01', to: '2027-03-03' });
    expect(searchFromQuery('?from=02-03-2027&nights=60', base, today).search.to).toBe('2027-05-01');
    expect(searchFromQuery('?from=02-03-2027&nights=61', base, today).search.from).toBe('2027-03-01');
    // 730 days ahead (28.02.2029 here, across a leap year) is the last check-out the API takes.
    expect(searchFromQuery('?from=26-02-2029&to=28-02-2029', base, today).search.to).toBe('2029-02-28');
    expect(searchFromQuery('?from=26-02-2029&to=01-03-2029', base, today).search.from).toBe('2027-03-01');
    // Without the day (the caller checks nothing else), any forward range is taken.
    expect(searchFromQuery('?from=20-02-2027&to=23-02-2027', base).search.from).toBe('2027-02-20');
  });
  it('takes a link that names a stay as the whole search: children, code and unit type it leaves out are none, not the stored search’s', () => {
    const stored = { ...base, children: [5], promoCode: 'SUMMER10', unitTypeId: '103', bookingEngineId: 4 };
    expect(searchFromQuery('?from=02-03-2027&to=04-03-2027&adults=2&rooms=1', stored).search).toMatchObject({
      adults: 2,
      children: [],
      promoCode: null,
      unitTypeId: null,
      bookingEngineId: null,
    });
    expect(searchFromQuery('?from=02-03-2027&to=04-03-2027&children=7&promoCode=WELCOME20', stored).search).toMatchObject({
      children: [7],
      promoCode: 'WELCOME20',
    });
    // A URL naming no stay (a currency, the guests only) keeps the rest of the stored search.
    expect(searchFromQuery('?currency=HRK', stored).search).toEqual(stored);
    expect(searchFromQuery('?adults=3', stored).search).toMatchObject({ adults: 3, children: [5], promoCode: 'SUMMER10' });
  });
  it('says when the link named dates it could not take, so that the page can tell the guest', () => {
    const today = '2027-03-01';
    const refused = (query: string) => searchFromQuery(query, base, today).datesRefused;
    // Passed, too long, past the last check-out, backwards, unreadable, or an arrival without a stay.
    for (const query of [
      '?from=20-02-2027&to=23-02-2027',
      '?from=02-03-2027&nights=61',
      '?from=26-02-2029&to=01-03-2029',
      '?from=05-03-2027&to=03-03-2027',
      '?from=31-02-2027&to=03-03-2027',
      '?from=02-03-2027&nights=six',
      '?from=02-03-2027',
      '?to=03-03-2027',
      '?nights=3',
    ])
      expect(refused(query), query).toBe(true);
    // Dates taken, or none named (guests or a promo code only).
    for (const query of ['?from=01-03-2027&to=03-03-2027', '?from=02-03-2027&nights=3', '?adults=3', '?promoCode=SUMMER', ''])
      expect(refused(query), query).toBe(false);
  });
  it('marks the visit as Google’s travel search with partner=google, and only then', () => {
    expect(fromGoogleTravel('?from=23-05-2027&nights=6&partner=google')).toBe(true);
    expect(fromGoogleTravel('?partner=Google')).toBe(true);
    expect(fromGoogleTravel('?partner=trivago')).toBe(false);
    expect(fromGoogleTravel('?from=23-05-2027')).toBe(false);
  });
});

describe("the results behind 'Add another unit'", () => {
  const couple = { adults: 2, childrenAges: [] as number[] };
  const units = (count: number, unit = couple) => Array.from({ length: count }, () => unit);
  /** The guests the results then price the next unit for. */
  const next = (query: string, basket: { adults: number; childrenAges: number[] }[]) => {
    const { search } = searchFromQuery(query, defaultSearch('2027-07-24'));
    return nextUnitGuests(search, basket);
  };

  it('ask for a room more once the basket holds a unit for every room searched for, the rest of the search kept', () => {
    expect(anotherUnitQuery('?from=24-07-2027&to=26-07-2027&adults=2&rooms=1&currency=USD', units(1))).toBe(
      '?from=24-07-2027&to=26-07-2027&adults=4&rooms=2&currency=USD',
    );
    const more = new URLSearchParams(anotherUnitQuery('?rooms=2&adults=4', units(2)));
    expect([more.get('rooms'), more.get('adults')]).toEqual(['3', '6']);
  });

  it('price the next unit for the guests the last chosen unit had, whatever the units held', () => {
    // Three adults in two rooms, chosen as two and one: the next is priced for one.
    const unequal = [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [] },
    ];
    const query = anotherUnitQuery('?adults=3&rooms=2', unequal);
    expect(new URLSearchParams(query).get('adults')).toBe('4');
    expect(next(query, unequal)).toEqual({ adults: 1, childrenAges: [] });
    // A family of two adults with children of 7 and 3 in two rooms, one child in each: the next unit has an adult and the child of 3.
    const family = [
      { adults: 1, childrenAges: [7] },
      { adults: 1, childrenAges: [3] },
    ];
    const familyQuery = anotherUnitQuery('?adults=2&children=7,3&rooms=2', family);
    expect(new URLSearchParams(familyQuery).get('children')).toBe('7,3,3');
    expect(next(familyQuery, family)).toEqual({ adults: 1, childrenAges: [3] });
    // A bookmark without the guests: the basket says them.
    const bookmark = anotherUnitQuery('?from=24-07-2027&to=26-07-2027', units(1, { adults: 3, childrenAges: [5] }));
    expect(bookmark).toBe('?from=24-07-2027&to=26-07-2027&adults=6&children=5%2C5&rooms=2');
    expect(next(bookmark, units(1, { adults: 3, childrenAges: [5] }))).toEqual({ adults: 3, childrenAges: [5] });
  });

  it('leave a search with rooms still to fill as it is, and an empty basket', () => {
    expect(anotherUnitQuery('?rooms=3&adults=2', units(1))).toBe('?rooms=3&adults=2');
    expect(anotherUnitQuery('', [])).toBe('');
  });

  it('read a room count below one as one, and stay within the bounds a search has', () => {
    expect(new URLSearchParams(anotherUnitQuery('?rooms=0&adults=2', units(1))).get('rooms')).toBe('2');
    expect(new URLSearchParams(anotherUnitQuery('?rooms=99&adults=99', units(99, { adults: 1, childrenAges: [] }))).get('rooms')).toBe('99');
    expect(anotherUnitQuery('?adults=60&rooms=1', units(1, { adults: 60, childrenAges: [] }))).toBe('?adults=99&rooms=2');
  });
});

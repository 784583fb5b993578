import { describe, expect, it } from 'vitest';
import { nextUnitGuests } from '../../../src/lib/search/next-unit.ts';
import {
  guestsPerUnit,
  ADULTS_BOUNDS,
  CHILD_AGE_BOUNDS,
  CHILD_AGE_OPTIONS,
  CHILDREN_BOUNDS,
  clampToBounds,
  isMaxOccupancyExceeded,
  occupancyMessages,
  resizeChildrenAges,
  setChildAge,
} from '../../../src/lib/search/occupancy.ts';

const guests = (adults: number | null, ...childrenAges: number[]) => ({ adults, childrenAges });
const keys = (unit: Parameters<typeof occupancyMessages>[0], g: Parameters<typeof occupancyMessages>[1]) => occupancyMessages(unit, g).map((m) => m.key);

describe('occupancy messages (01 §5.1)', () => {
  it('has none for a valid occupancy', () => {
    expect(occupancyMessages({ maxOccupancy: 4 }, guests(2, 5))).toEqual([]);
    expect(occupancyMessages({ maxOccupancy: 4 }, guests(0, 5))).toEqual([]);
  });

  it("says 'Occupancy can not be empty' for 0 or missing adults and no children", () => {
    expect(keys({ maxOccupancy: 4 }, guests(0))).toEqual(['Occupancy can not be empty']);
    expect(keys({ maxOccupancy: 4 }, guests(null))).toEqual(['Occupancy can not be empty']);
  });

  it('gives each message with its token', () => {
    expect(occupancyMessages({ maxOccupancy: 4 }, guests(4, 3))).toEqual([
      { key: 'Max occupancy for this unit is %maxOccupancy%', tokens: { maxOccupancy: 4 } },
    ]);
    expect(occupancyMessages({ maxOccupancy: 6, minOccupancy: 3 }, guests(2))).toEqual([
      { key: 'Min occupancy for this unit is %minOccupancy%', tokens: { minOccupancy: 3 } },
    ]);
    expect(occupancyMessages({ maxOccupancy: 6, maxOccupancyAdults: 2 }, guests(3))).toEqual([
      { key: 'Max occupancy for adults is %maxOccupancyAdults%', tokens: { maxOccupancyAdults: 2 } },
    ]);
    expect(occupancyMessages({ maxOccupancy: 6, minOccupancyAdults: 1 }, guests(0, 8))).toEqual([
      { key: 'Min occupancy for adults is %minOccupancyAdults%', tokens: { minOccupancyAdults: 1 } },
    ]);
    expect(occupancyMessages({ maxOccupancy: 6, maxOccupancyChildren: 2 }, guests(2, 4, 6, 8))).toEqual([
      { key: 'Max occupancy for children is %maxOccupancyChildren%', tokens: { maxOccupancyChildren: 2 } },
    ]);
    expect(occupancyMessages({ maxOccupancy: 6, minOccupancyChildren: 1 }, guests(2))).toEqual([
      { key: 'Min occupancy for children is %minOccupancyChildren%', tokens: { minOccupancyChildren: 1 } },
    ]);
  });

  it('concatenates every message that applies, in the spec’s order', () => {
    const family = {
      maxOccupancy: 4,
      minOccupancy: 3,
      maxOccupancyAdults: 2,
      minOccupancyAdults: 1,
      maxOccupancyChildren: 2,
      minOccupancyChildren: 1,
      childrenAge: 6,
    };
    expect(keys(family, guests(3, 2, 4, 8))).toEqual([
      'Max occupancy for this unit is %maxOccupancy%',
      'Max occupancy for adults is %maxOccupancyAdults%',
      'Max occupancy for children is %maxOccupancyChildren%',
      'This unit does not accept children under %childrenAge%',
    ]);
    expect(keys(family, guests(0))).toEqual([
      'Occupancy can not be empty',
      'Min occupancy for this unit is %minOccupancy%',
      'Min occupancy for adults is %minOccupancyAdults%',
      'Min occupancy for children is %minOccupancyChildren%',
    ]);
  });

  it('refuses children under childrenAge once, however many there are; a child at the age is accepted', () => {
    const fromSix = { maxOccupancy: 6, childrenAge: 6 };
    expect(occupancyMessages(fromSix, guests(2, 2, 3, 5))).toEqual([
      { key: 'This unit does not accept children under %childrenAge%', tokens: { childrenAge: 6 } },
    ]);
    expect(occupancyMessages(fromSix, guests(2, 6))).toEqual([]);
  });

  it('does not add the age message when children are not allowed at all', () => {
    expect(keys({ maxOccupancy: 2, maxOccupancyChildren: 0, childrenAge: 12 }, guests(1, 5))).toEqual(['Max occupancy for children is %maxOccupancyChildren%']);
  });

  it('treats null limits as not set', () => {
    expect(occupancyMessages({ maxOccupancy: 4, minOccupancy: null, maxOccupancyAdults: null, childrenAge: null }, guests(4))).toEqual([]);
  });
});

describe("'Max occupancy exceeded' (01 §2.8)", () => {
  it('is adults plus children above maxOccupancy', () => {
    expect(isMaxOccupancyExceeded({ maxOccupancy: 2 }, guests(2))).toBe(false);
    expect(isMaxOccupancyExceeded({ maxOccupancy: 2 }, guests(2, 5))).toBe(true);
  });
});

describe('counters (01 §5.2, §2.10.1)', () => {
  it('keeps adults and children within 0–99 and ages within 0–17', () => {
    expect(ADULTS_BOUNDS).toEqual({ min: 0, max: 99 });
    expect(CHILDREN_BOUNDS).toEqual({ min: 0, max: 99 });
    expect(CHILD_AGE_BOUNDS).toEqual({ min: 0, max: 17 });
    expect(clampToBounds(100, ADULTS_BOUNDS)).toBe(99);
    expect(clampToBounds(-1, CHILDREN_BOUNDS)).toBe(0);
    expect(clampToBounds(18, CHILD_AGE_BOUNDS)).toBe(17);
    expect(clampToBounds(2.7, ADULTS_BOUNDS)).toBe(2);
    expect(clampToBounds(Number.NaN, ADULTS_BOUNDS)).toBe(0);
  });
  it('offers ages 0 to 17', () => {
    expect(CHILD_AGE_OPTIONS).toHaveLength(18);
    expect(CHILD_AGE_OPTIONS[0]).toBe(0);
    expect(CHILD_AGE_OPTIONS[17]).toBe(17);
  });
});

describe('children ages (01 §4.4)', () => {
  it('appends ages of 0 when the count grows', () => {
    expect(resizeChildrenAges([7, 4], 3)).toEqual([7, 4, 0]);
    expect(resizeChildrenAges([], 2)).toEqual([0, 0]);
  });
  it('removes ages from the end when it shrinks, and 0 clears them', () => {
    expect(resizeChildrenAges([7, 4, 9], 1)).toEqual([7]);
    expect(resizeChildrenAges([7, 4, 9], 0)).toEqual([]);
  });
  it('keeps the count within 0–99', () => {
    expect(resizeChildrenAges([5], 120)).toHaveLength(99);
    expect(resizeChildrenAges([5], -2)).toEqual([]);
  });
  it('sets one child’s age within 0–17, leaving the input untouched', () => {
    const ages = [7, 0];
    expect(setChildAge(ages, 1, 21)).toEqual([7, 17]);
    expect(setChildAge(ages, 0, 11)).toEqual([11, 0]);
    expect(ages).toEqual([7, 0]);
  });
});

describe('the guests the next unit is priced for', () => {
  const family = { adults: 2, children: [5], rooms: 2 };

  it('before any unit is chosen: the search’s share of one unit', () => {
    expect(nextUnitGuests(family, [])).toEqual({ adults: 1, childrenAges: [5] });
    expect(nextUnitGuests(family, [])).toEqual(guestsPerUnit(2, [5], 2));
  });

  it('after one: the guests not yet in a unit, each child once (the child is not booked twice)', () => {
    expect(nextUnitGuests(family, [{ adults: 1, childrenAges: [5] }])).toEqual({ adults: 1, childrenAges: [] });
    // The first unit took one adult alone: the other adult and the child are left.
    expect(nextUnitGuests(family, [{ adults: 1, childrenAges: [] }])).toEqual({ adults: 1, childrenAges: [5] });
    // Three adults and a child in three rooms: after a unit with an adult and the child, two adults over two rooms.
    expect(nextUnitGuests({ adults: 3, children: [5], rooms: 3 }, [{ adults: 1, childrenAges: [5] }])).toEqual({ adults: 1, childrenAges: [] });
    // Children of the same age are told apart by count.
    expect(nextUnitGuests({ adults: 2, children: [7, 7], rooms: 2 }, [{ adults: 1, childrenAges: [7] }])).toEqual({ adults: 1, childrenAges: [7] });
  });

  it('once every guest has a unit, or more than the party was chosen: the search’s share, as before', () => {
    expect(nextUnitGuests(family, [{ adults: 2, childrenAges: [5] }])).toEqual(guestsPerUnit(2, [5], 2));
    expect(nextUnitGuests(family, [{ adults: 3, childrenAges: [5, 9] }])).toEqual(guestsPerUnit(2, [5], 2));
  });

  it('with every room searched for already chosen: the search’s share (the cards’ prices stay those searched for)', () => {
    expect(nextUnitGuests({ adults: 4, children: [], rooms: 1 }, [{ adults: 2, childrenAges: [] }])).toEqual({ adults: 4, childrenAges: [] });
    expect(nextUnitGuests({ adults: 2, children: [], rooms: 1 }, [{ adults: 2, childrenAges: [] }])).toEqual({ adults: 2, childrenAges: [] });
  });
});

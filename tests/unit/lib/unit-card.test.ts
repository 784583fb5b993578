import { describe, expect, it } from 'vitest';
import { unitCardPanel } from '../../../src/lib/search/unit-card.ts';

const two = { adults: 2, childrenAges: [] };

describe('unit-type card price area (01 §2.8)', () => {
  it("shows 'Rates from' the minimum rate when available", () => {
    expect(unitCardPanel({ available: true, availableUnits: 3, maxOccupancy: 4 }, 95, two, 'A')).toEqual({ kind: 'price', minimumRate: 95 });
    expect(unitCardPanel({ available: true, availableUnits: 3, maxOccupancy: 4 }, 95, two, 'B')).toEqual({ kind: 'price', minimumRate: 95 });
  });

  it("shows 'Occupancy can not be empty' instead of the rate when there are no persons", () => {
    expect(unitCardPanel({ available: true, availableUnits: 3, maxOccupancy: 4 }, 95, { adults: 0, childrenAges: [] }, 'A')).toEqual({
      kind: 'emptyOccupancy',
      message: { key: 'Occupancy can not be empty', tokens: {} },
    });
  });

  describe('reading A', () => {
    it('shows the calendar when unavailable with no units, or without a minimum rate', () => {
      expect(unitCardPanel({ available: false, availableUnits: 0, maxOccupancy: 4 }, 95, two, 'A')).toEqual({ kind: 'calendar' });
      expect(unitCardPanel({ available: true, availableUnits: 3, maxOccupancy: 4 }, null, two, 'A')).toEqual({ kind: 'calendar' });
    });
    it("says 'Unit not available' when unavailable with units left, and 'Max occupancy exceeded' above maxOccupancy", () => {
      expect(unitCardPanel({ available: false, availableUnits: 2, maxOccupancy: 2 }, 80, { adults: 2, childrenAges: [5] }, 'A')).toEqual({
        kind: 'unavailable',
        messages: [
          { key: 'Unit not available', tokens: {} },
          { key: 'Max occupancy exceeded', tokens: {} },
        ],
        similarDates: false,
      });
      expect(unitCardPanel({ available: false, availableUnits: 2, maxOccupancy: 4 }, 80, two, 'A')).toEqual({
        kind: 'unavailable',
        messages: [{ key: 'Unit not available', tokens: {} }],
        similarDates: false,
      });
    });
  });

  describe('reading B', () => {
    it("shows the 'Unit not available' block with similar dates whenever there is no price", () => {
      expect(unitCardPanel({ available: false, availableUnits: 0, maxOccupancy: 4 }, null, two, 'B')).toEqual({
        kind: 'unavailable',
        messages: [{ key: 'Unit not available', tokens: {} }],
        similarDates: true,
      });
      expect(unitCardPanel({ available: true, availableUnits: 1, maxOccupancy: 4 }, null, two, 'B').kind).toBe('unavailable');
    });
    it('offers no similar dates when the guests exceed what the unit holds: other dates cannot help', () => {
      expect(unitCardPanel({ available: false, availableUnits: 1, maxOccupancy: 1 }, 80, two, 'B')).toMatchObject({
        messages: [{ key: 'Unit not available' }, { key: 'Max occupancy exceeded' }],
        similarDates: false,
      });
    });
  });
});

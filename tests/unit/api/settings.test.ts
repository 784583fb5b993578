/**
 * What a build reads of the properties' settings (src/api/settings.ts):
 * the properties it renders, and a group's members beside them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutPaymentMethods, loadBookingEngines, memberEnginesOf, type SettingsExport } from '../../../src/api/settings.ts';
import type { BookingEngine } from '../../../src/lib/types.ts';

const folder = mkdtempSync(join(tmpdir(), 'settings-'));
const before = process.env.BOOKING_ENGINES_FILE;
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  if (before === undefined) delete process.env.BOOKING_ENGINES_FILE;
  else process.env.BOOKING_ENGINES_FILE = before;
});

const engine = (id: number, slug: string, members: number[] = []) =>
  ({ id, slug, groupMembers: members.map((member) => ({ id: member })), paymentMethods: [{ id: id * 10 }] }) as unknown as BookingEngine;

/** Points the build's settings at a file holding `settings`. */
function settingsFile(name: string, settings: SettingsExport): void {
  const file = join(folder, `${name}.json`);
  writeFileSync(file, JSON.stringify(settings));
  process.env.BOOKING_ENGINES_FILE = file;
}

describe('the build’s settings', () => {
  const group = engine(2, 'group', [1, 3]);
  const [villa, hotel] = [engine(1, 'villa'), engine(3, 'hotel')];

  it('finds a group’s members when the group is built alone, from the members sent along with it', () => {
    settingsFile('alone', { bookingEngines: [group], groupMembers: [villa, hotel] });
    expect(loadBookingEngines().map((each) => each.slug)).toEqual(['group']);
    expect(memberEnginesOf(group).map((each) => each.slug)).toEqual(['villa', 'hotel']);
  });

  it('finds them among the properties built, in a settings export without the list', () => {
    settingsFile('export', { bookingEngines: [villa, group, hotel] });
    expect(memberEnginesOf(group).map((each) => each.slug)).toEqual(['villa', 'hotel']);
    expect(memberEnginesOf(villa)).toEqual([]);
  });

  it('offers on a group’s checkout its own ways to pay and its members’', () => {
    expect(checkoutPaymentMethods(group, [villa, hotel]).map((method) => method.id)).toEqual([20, 10, 30]);
    expect(checkoutPaymentMethods(villa, []).map((method) => method.id)).toEqual([10]);
  });
});

import { atom, map } from 'nanostores';
import type { Occupancy } from '../lib/pricing/pricing.ts';
import type { RatePlan, UnitType } from '../api/availability.ts';
import { packageEvent, viewItemEvent } from '../lib/frame/analytics-events.ts';
import { track } from './analytics.ts';
import { openModal } from './modal.ts';
import { $availability } from './search.ts';

/** A rate's own occupancy when the guest changed it on the card (01 §2.10.1), by `${unitTypeId}:${ratePlanId}`. */
export const $rateOccupancy = map<Record<string, Occupancy>>({});

/** Unit types whose rate list is open. */
export const $openRates = atom<ReadonlySet<number>>(new Set());

export const rateKey = (unitTypeId: number, ratePlanId: number) => `${unitTypeId}:${ratePlanId}`;

/** Occupancy change (01 §4.11): the rate's own adults and children ages. */
export function setRateOccupancy(unitTypeId: number, ratePlanId: number, occupancy: Occupancy): void {
  $rateOccupancy.setKey(rateKey(unitTypeId, ratePlanId), { adults: occupancy.adults, childrenAges: [...occupancy.childrenAges] });
}

/** Opens a unit type's details (01 §2.9), counted as a unit type details view (§7.3). */
export function showUnitDetails(unitType: UnitType): void {
  track('view_item', viewItemEvent(unitType));
  openModal('UNIT_TYPE', { unitTypeId: unitType.unitTypeId });
}

/** Opens a package deal's details (01 §2.10), counted as a package deal details view (§7.3). */
export function showPackageDeal(unitType: UnitType, rate: RatePlan): void {
  track('view_package', packageEvent(unitType, rate));
  openModal('PACKAGE_DEAL', { unitTypeId: unitType.unitTypeId, ratePlanId: rate.ratePlanId });
}

export function toggleRates(unitTypeId: number): boolean {
  const next = new Set($openRates.get());
  const open = !next.has(unitTypeId);
  if (open) next.add(unitTypeId);
  else next.delete(unitTypeId);
  $openRates.set(next);
  return open;
}

// New results start from the searched occupancy again.
$availability.listen((state) => {
  if (state.status === 'loaded') $rateOccupancy.set({});
});

/**
 * A reservation's receipt in the language its page is read in.
 *
 * The receipt is what the guest booked, kept as it was: its names (unit
 * type, rate, included services, services and fees) are in the language
 * of the booking. The reservation page asks again in its own language
 * whenever the guest switches (02 §4.6), so a German booking read on the
 * Croatian page would otherwise keep its German names beside Croatian
 * texts. Not in the spec; what the page shows:
 *
 * - a name the catalogue still gives in the booking's language (its
 *   translation there, else English, else its code: the catalogue's own
 *   fallbacks) is shown as the catalogue gives it in the page's language;
 * - a name the catalogue no longer gives (renamed or deleted since) stays
 *   as booked: the receipt never names something the guest did not book;
 * - the included services are renamed only as a whole, when the rate
 *   still includes exactly the services booked.
 *
 * - the cancellation policy's note is shown in the page's language the
 *   same way, while the rate's policy still has the note booked; its
 *   terms (days, fees) are the ones booked.
 *
 * Amounts, policies' terms and everything else stay as booked.
 */
import type { StoredReceipt, StoredReceiptExtra, StoredReceiptRoom } from '../src/lib/checkout/reservation-receipt.ts';
import type { Queryable } from './store/queries.ts';
import type { CancellationPolicy } from '../src/lib/pricing/policy-texts.ts';
import { loadIncludedServicesOf, namesInTwoLanguages, policyNotesInTwoLanguages } from './repo/catalogue.ts';

/** The name to show: the page's language's when the catalogue still gives the booked name, else the booked one. */
const renamed = (names: Map<number, { booked: string; wanted: string }>, id: number, name: string): string => {
  const found = names.get(id);
  return found && found.booked === name ? found.wanted : name;
};

/**
 * A policy with its note in the page's language when the rate's policy still has the note booked (`notes`, by rate
 * plan id); else as booked.
 */
export function policyInLanguage<P extends CancellationPolicy | null>(
  policy: P,
  ratePlanId: number,
  notes: Map<number, { booked: string; wanted: string }>,
): P {
  const note = policy?.additionalNote;
  if (!policy || !note) return policy;
  const worded = renamed(notes, ratePlanId, note);
  return worded === note ? policy : { ...policy, additionalNote: worded };
}

/**
 * The receipt with its names in `language` (see the top of this file); the
 * same receipt when it was booked in that language.
 * @example (await receiptInLanguage(db, receipt, 'de', 'hr')).accomodation.items[0].unitTypeName // 'Studio apartman Marjan'
 */
export async function receiptInLanguage(db: Queryable, receipt: StoredReceipt, bookedIn: string, language: string): Promise<StoredReceipt> {
  if (bookedIn === language) return receipt;
  const rooms = receipt.accomodation.items;
  const extras = [...rooms.flatMap((room) => [...room.services, ...room.fees]), ...receipt.extras.items];
  const idsOf = (kind: 'service' | 'fee') => [...new Set(extras.filter((line) => line.kind === kind).map((line) => line.id))];
  const ratePlanIds = [...new Set(rooms.map((room) => room.ratePlanId))];
  // One query after another: the connection may be a transaction's (a cancellation answers with the page's data).
  const unitTypes = await namesInTwoLanguages(db, 'unitType', [...new Set(rooms.map((room) => room.unitTypeId))], bookedIn, language);
  const ratePlans = await namesInTwoLanguages(db, 'ratePlan', ratePlanIds, bookedIn, language);
  const services = await namesInTwoLanguages(db, 'service', idsOf('service'), bookedIn, language);
  const fees = await namesInTwoLanguages(db, 'fee', idsOf('fee'), bookedIn, language);
  const includedBooked = await loadIncludedServicesOf(db, ratePlanIds, bookedIn);
  const includedWanted = await loadIncludedServicesOf(db, ratePlanIds, language);
  const notes = await policyNotesInTwoLanguages(db, ratePlanIds, bookedIn, language);
  const line = (extra: StoredReceiptExtra): StoredReceiptExtra => ({
    ...extra,
    name: renamed(extra.kind === 'service' ? services : fees, extra.id, extra.name),
  });
  const included = (room: StoredReceiptRoom): string[] => {
    const booked = (includedBooked.get(room.ratePlanId) ?? []).map((service) => service.name);
    const same = booked.length === room.includedServices.length && booked.every((name, i) => name === room.includedServices[i]);
    return same ? (includedWanted.get(room.ratePlanId) ?? []).map((service) => service.name) : room.includedServices;
  };
  return {
    ...receipt,
    accomodation: {
      ...receipt.accomodation,
      items: rooms.map((room) => ({
        ...room,
        unitTypeName: renamed(unitTypes, room.unitTypeId, room.unitTypeName),
        ratePlanName: renamed(ratePlans, room.ratePlanId, room.ratePlanName),
        includedServices: included(room),
        cancellationPolicy: policyInLanguage(room.cancellationPolicy, room.ratePlanId, notes),
        services: room.services.map(line),
        fees: room.fees.map(line),
      })),
    },
    extras: { ...receipt.extras, items: receipt.extras.items.map(line) },
  };
}

/**
 * The demo reservations of online check-in: one open for registration
 * (status 1, four guests) and one already checked in (status 2, read-only,
 * two registered guests). `server/main.ts` books them right after seeding
 * the demo catalogue (`seedDemoCheckIns` in `seed/checkins.ts`).
 *
 * Their check-in UUIDs and reservation public ids are fixed and public:
 * they are demo data, for trying the screen and for end-to-end tests,
 * which import this file (pure, no node:sqlite):
 *
 *   import { demoCheckIns } from '../../server/seed/checkin-scenarios.ts';
 *   const { open, checkedIn } = demoCheckIns(new Date());
 *   await page.goto(`/en/reservation/check-in/${open.uuid}`);
 *
 * Every other reservation gets a random UUID (migration 006); a test that
 * submits should book its own reservation (POST /api/reservation) and read
 * `checkInUuid` from GET /api/reservation/{publicId}, because a submit
 * closes the registration for good.
 */
import { addDays, todayIn } from '../dates.ts';
import { DEMO_TIMEZONE } from './scenarios.ts';

/** A guest registered on a demo reservation (the submit's values). */
export interface DemoCheckInGuest {
  id: number;
  name: string;
  /** As the form sends it. */
  dateOfBirth: string;
  genderId: 1 | 2;
  travelDocumentTypesId: 14 | 18 | 23 | 25;
  documentNumber: string;
  city: string;
  countryOfBirthId: string;
  email: string;
  contactNumber: string;
}

export interface DemoCheckIn {
  id: 'open' | 'checked-in';
  title: string;
  /** The check-in page: /{lang}/reservation/check-in/{uuid}. */
  uuid: string;
  /** The reservation page: /{lang}/reservations/{publicId}. */
  publicId: string;
  /** The site it is booked on. */
  bookingEngine: 'villa-adriatic' | 'dalmatia-collection';
  /** The property's engine and name as the summary shows it. */
  propertyEngine: string;
  object: string;
  unitTypeId: number;
  unitType: string;
  ratePlanId: number;
  /** Check-in and check-out days, YYYY-MM-DD. */
  from: string;
  to: string;
  adults: number;
  children: number[];
  persons: number;
  booker: { firstName: string; lastName: string; email: string; phone: string; country: string };
  status: 1 | 2;
  /** The guests registered when seeding (none on the open one). */
  guests: DemoCheckInGuest[];
}

export interface DemoCheckIns {
  open: DemoCheckIn;
  checkedIn: DemoCheckIn;
  all: DemoCheckIn[];
}

/** The fixed check-in UUIDs of the demo reservations (valid version 4 UUIDs). */
export const DEMO_CHECK_IN_UUIDS = {
  open: 'c4ec41a0-0000-4000-8000-000000000001',
  checkedIn: 'c4ec41a0-0000-4000-8000-000000000002',
} as const;

/**
 * The demo check-in reservations for a database seeded on `seededOn` (a
 * Date, or the seeding day 'YYYY-MM-DD' in Europe/Zagreb):
 * - `open`: Villa Adriatic, Family Suite Diocletian, flexible rate, 2
 *   adults and children of 5 and 8, arriving 5 days after seeding for 3
 *   nights; status 1, nobody registered yet;
 * - `checkedIn`: Dalmatia Collection → Hotel Zadar Riva, Standard Double
 *   Room, bed & breakfast, 2 adults, arriving on the seeding day for 2
 *   nights; status 2, both guests registered.
 * @example demoCheckIns('2027-03-01').open.from // '2027-03-06'
 */
export function demoCheckIns(seededOn: Date | string): DemoCheckIns {
  const today = typeof seededOn === 'string' ? seededOn : todayIn(DEMO_TIMEZONE, seededOn);
  const open: DemoCheckIn = {
    id: 'open',
    title: 'Open for check-in: a family of four, nobody registered yet',
    uuid: DEMO_CHECK_IN_UUIDS.open,
    publicId: 'demo-check-in-open0001',
    bookingEngine: 'villa-adriatic',
    propertyEngine: 'villa-adriatic',
    object: 'Villa Adriatic Apartments',
    unitTypeId: 105,
    unitType: 'Family Suite Diocletian',
    ratePlanId: 1052,
    from: addDays(today, 5),
    to: addDays(today, 8),
    adults: 2,
    children: [5, 8],
    persons: 4,
    booker: { firstName: 'Marta', lastName: 'Novak', email: 'marta.novak@example.com', phone: '+385 91 234 5678', country: 'HR' },
    status: 1,
    guests: [],
  };
  const checkedIn: DemoCheckIn = {
    id: 'checked-in',
    title: 'Checked in: two guests registered, read-only',
    uuid: DEMO_CHECK_IN_UUIDS.checkedIn,
    publicId: 'demo-checked-in-000001',
    bookingEngine: 'dalmatia-collection',
    propertyEngine: 'hotel-zadar',
    object: 'Hotel Zadar Riva',
    unitTypeId: 301,
    unitType: 'Standard Double Room',
    ratePlanId: 3011,
    from: today,
    to: addDays(today, 2),
    adults: 2,
    children: [],
    persons: 2,
    booker: { firstName: 'Ivana', lastName: 'Kovač', email: 'ivana.kovac@example.com', phone: '+385 98 123 4567', country: 'HR' },
    status: 2,
    guests: [
      {
        id: 1,
        name: 'Ivana Kovač',
        dateOfBirth: '14.09.1985',
        genderId: 1,
        travelDocumentTypesId: 25,
        documentNumber: '100234567',
        city: 'Zagreb',
        countryOfBirthId: 'HR',
        email: 'ivana.kovac@example.com',
        contactNumber: '+385 98 123 4567',
      },
      {
        id: 2,
        name: 'Thomas Becker',
        dateOfBirth: '02.02.1983',
        genderId: 2,
        travelDocumentTypesId: 18,
        documentNumber: 'C4J7N2K91',
        city: 'Zagreb',
        countryOfBirthId: 'DE',
        email: '',
        contactNumber: '',
      },
    ],
  };
  return { open, checkedIn, all: [open, checkedIn] };
}

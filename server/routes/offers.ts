import { Hono } from 'hono';
import * as v from 'valibot';
import { withOfferBooker } from '../../src/lib/offer/offer-booker.ts';
import type { OfferBooker } from '../../src/lib/offer/offer-contract.ts';
import type { OfferGuestDetails } from '../../src/lib/offer/offer-accept-contract.ts';
import { checkedBookerAndPayment, previousAnswer } from '../booking.ts';
import { ApiError } from '../errors.ts';
import { writing } from '../writes.ts';
import type { AppEnv } from '../http.ts';
import { isIdempotencyKey, requestHash } from '../idempotency.ts';
import { acceptOffer, findOfferOr404, offerPayload } from '../offers.ts';
import { OfferAcceptBody, RESERVATION_MESSAGES } from '../../src/lib/checkout/reservation-contract.ts';
import { linkId } from '../linkId.ts';

/**
 * The request's fingerprint names the offer too, so one key cannot
 * replay an acceptance of another offer.
 */
const fingerprint = (body: unknown, offerUuid: string, bookingCode: string): string => {
  const offer = `${offerUuid.toLowerCase()}/${bookingCode}`;
  return requestHash(body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, offer } : { body, offer });
};

/**
 * `GET /api/offer/{offerUuid}/{bookingCode}` → the offer screen's data
 * (`OfferPayload` of src/lib/offer/offer-contract.ts, 02 §3.8–§3.11).
 *
 * `PUT /api/offer/{offerUuid}/{bookingCode}/accept` with `{ guestDetails,
 * payment }` (02 §7) and an `Idempotency-Key` header: accepts the offer.
 * `201 { success: true, response: { publicId, internalId, code } }`, the
 * reservation visible at GET /api/reservation/{publicId}.
 *
 * Unknown or malformed ids: `404 [{"message":"Offer not found"}]`.
 */
export const offers = new Hono<AppEnv>()
  .get('/offer/:offerUuid/:bookingCode', async (c) => {
    const { db, config, language } = c.var;
    const offer = await findOfferOr404(db, c.req.param('offerUuid'), linkId(c.req.param('bookingCode')));
    return c.json(await offerPayload(db, offer, language, config.now()));
  })
  .put('/offer/:offerUuid/:bookingCode/accept', (c) =>
    writing(c, RESERVATION_MESSAGES.busy, async () => {
      const { db, config } = c.var;
      const now = config.now();
      const offerUuid = c.req.param('offerUuid');
      const bookingCode = linkId(c.req.param('bookingCode'));
      const key = c.req.header('Idempotency-Key');
      if (key === undefined || key.trim() === '') throw new ApiError(400, [RESERVATION_MESSAGES.keyRequired]);
      if (!isIdempotencyKey(key)) throw new ApiError(400, [RESERVATION_MESSAGES.keyInvalid]);

      // The same key answers as it did the first time, before anything that depends on the clock or the offer.
      const raw = c.var.body;
      const hash = fingerprint(raw, offerUuid, bookingCode);
      // Requests with one key take turns: a second that came while the first ran replays its answer once it commits.
      await db.lock(`idempotency ${key}`);
      const earlier = await previousAnswer(db, key, hash);
      if (earlier) return c.json(earlier.body as object, earlier.status as 201);

      const offer = await findOfferOr404(db, offerUuid, bookingCode);
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(400, [RESERVATION_MESSAGES.bodyRequired]);
      const parsed = v.safeParse(OfferAcceptBody, raw, { abortPipeEarly: true });
      if (!parsed.success)
        throw new ApiError(
          400,
          parsed.issues.map((issue) => issue.message),
        );

      // What the property already knows of the booker is read-only (02 §2.7, §6): its values stand.
      const booker: OfferBooker = { ...offer.booker, addres: offer.booker.address };
      const guest: Record<string, unknown> = { ...withOfferBooker(parsed.output.guestDetails as OfferGuestDetails, booker) };
      const checked = checkedBookerAndPayment(guest, parsed.output.payment as Record<string, unknown> & { type: number }, now);

      const answer = await acceptOffer(db, {
        offerUuid,
        bookingCode,
        guest: checked.guest,
        payment: checked.payment,
        language: c.var.language,
        now,
        idempotencyKey: key,
        requestHash: hash,
      });
      return c.json(answer.body as object, answer.status as 201);
    }),
  );

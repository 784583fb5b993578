/**
 * The fuzz kit's converter from valibot schemas to fast-check arbitraries:
 * values of the right shape pass the schema they come from, broken ones
 * fail it, and the JSON text keeps the numbers JSON.stringify loses.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookerSchema } from '../../../src/lib/checkout/booking-validation.ts';
import { AliasInsertBody, MonriClientSecretBody, PaymentPageBody } from '../../../server/routes/payments.ts';
import { DecisionBody, PartBody } from '../../../server/routes/testGateway.ts';
import { MonthAvailabilityPath } from '../../../src/lib/search/availability-query.ts';
import { ApiError } from '../../../server/errors.ts';
import { FUZZ_SEED, MISSING, answerProblems, encodeSegment, jsonText, mutatedArbitrary, sendChecked, validArbitrary } from './fuzz-kit.ts';
import { demoDb } from './driver.ts';
import { testApp } from './helpers.ts';

const sample = (arbitrary: fc.Arbitrary<unknown>, numRuns = 150) => fc.sample(arbitrary, { numRuns, seed: FUZZ_SEED });
/** The share of values that pass a schema as the API receives them (JSON text parsed; text that is not JSON fails). */
const passing = (schema: v.GenericSchema, values: unknown[]) =>
  values.filter((value) => {
    try {
      return v.safeParse(schema, JSON.parse(jsonText(value) ?? 'null')).success;
    } catch {
      return false;
    }
  }).length / values.length;

describe('valibot schema → fast-check arbitraries', () => {
  const schemas: [string, v.GenericSchema, Record<string, fc.Arbitrary<unknown>>][] = [
    ['PartBody', PartBody, {}],
    ['DecisionBody', DecisionBody, {}],
    ['MonriClientSecretBody', MonriClientSecretBody, {}],
    ['AliasInsertBody', AliasInsertBody, {}],
    ['PaymentPageBody', PaymentPageBody, {}],
    ['MonthAvailabilityPath', MonthAvailabilityPath, {}],
    ['BookerSchema', BookerSchema, { email: fc.emailAddress() }],
  ];

  it.each(schemas)('%s: valid-shaped values pass it', (_name, schema, overrides) => {
    expect(passing(schema, sample(validArbitrary(schema, { overrides })))).toBeGreaterThan(0.9);
  });

  it.each(schemas)('%s: mutated values mostly fail it, each with a part left out, retyped or hostile', (_name, schema, overrides) => {
    const values = sample(mutatedArbitrary(schema, { overrides })).filter((value) => value !== MISSING);
    expect(passing(schema, values)).toBeLessThan(0.35);
  });

  it('leaves a key out, puts null and wrong types in, and goes past bounds', () => {
    const values = sample(mutatedArbitrary(PartBody), 500) as Record<string, unknown>[];
    const objects = values.filter((value) => value !== null && typeof value === 'object' && !Array.isArray(value));
    expect(objects.some((value) => !('session' in value))).toBe(true);
    expect(objects.some((value) => value.field === null)).toBe(true);
    expect(objects.some((value) => typeof value.value === 'number')).toBe(true);
    expect(objects.some((value) => typeof value.value === 'string' && value.value.length === 65)).toBe(true);
  });
});

describe('request text', () => {
  it('keeps -0, ±Infinity and NaN as a client could send them', () => {
    expect(jsonText({ a: -0, b: Infinity, c: -Infinity, d: NaN, e: 1 })).toBe('{"a":-0,"b":1e400,"c":-1e400,"d":NaN,"e":1}');
    expect(JSON.parse(jsonText({ b: Infinity })!)).toEqual({ b: Infinity });
    expect(jsonText({ a: MISSING, b: 1 })).toBe('{"b":1}');
  });

  it('writes a lone surrogate in a path as the invalid UTF-8 a careless client sends', () => {
    expect(encodeSegment('a\uD800b')).toBe('a%ED%A0%80b');
    expect(encodeSegment('𝕏 /')).toBe(encodeURIComponent('𝕏 /'));
  });
});

describe('the checks of every answer', () => {
  const answer = (status: number, json: unknown) => ({ status, json, text: JSON.stringify(json), contentType: 'application/json', headers: {} });

  it('find a 500, a body that is not a list of messages, and internals in a message', () => {
    expect(answerProblems(answer(200, { ok: true }))).toEqual([]);
    expect(answerProblems(answer(400, [{ message: 'This value can be at most 20 characters long', field: 'firstName' }]))).toEqual([]);
    expect(answerProblems(answer(500, [{ message: 'Something went wrong on our side. Please try again.' }]))).toHaveLength(1);
    for (const body of [[], {}, [{}], [{ message: '' }], [{ message: 7 }], ['text']])
      expect(answerProblems(answer(400, body)), JSON.stringify(body)).not.toEqual([]);
    for (const message of [
      'TypeError: x is undefined',
      'Error: boom',
      '    at quoteRoom (server/booking.ts:12:3)',
      'SQLITE_CONSTRAINT: NOT NULL constraint failed: reservations.code',
      'Invalid type: Expected string but received null',
      'Value is NaN',
      '[object Object]',
      'fromGoogleTravel must be true or false',
    ]) {
      expect(answerProblems(answer(400, [{ message }])), message).not.toEqual([]);
    }
  });

  it('find a refused request that changed the database', async () => {
    const db = await demoDb();
    const app = testApp(db);
    app.post('/api/half-written', async () => {
      await db.run("INSERT INTO csp_reports (day, directive, blocked, page, count) VALUES ('2027-03-01', 'img-src', 'data', '/en', 1)");
      throw new ApiError(400, ['Nothing was booked']);
    });
    await expect(sendChecked(app, db, { method: 'POST', path: '/api/half-written' })).rejects.toThrow(/changed the database:\ncsp_reports: 0 → 1/);
  });
});

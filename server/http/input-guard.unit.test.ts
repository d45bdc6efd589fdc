import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { findUnstorableText, refuseUnstorableText } from './input-guard';

describe('findUnstorableText', () => {
  it('names the first field holding a NUL character or an unpaired surrogate', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: 'x\u0000y' } }, '')).toBe('b.c');
    expect(findUnstorableText({ name: 'Ann\ud800' }, '')).toBe('name');
    expect(findUnstorableText({ name: '\udfffAnn' }, '')).toBe('name');
    expect(findUnstorableText({ list: ['fine', '\u0000'] }, '')).toBe('list.1');
    expect(findUnstorableText({ city: '\u0000' }, 'query')).toBe('query.city');
    expect(findUnstorableText({ ['k\u0000']: 1 }, '')).toBe('');
  });

  it('lets every other text through: emoji (whole surrogate pairs), markup, control characters PostgreSQL stores', () => {
    expect(
      findUnstorableText(
        { a: '🧹🏠', b: '<script>alert(1)</script>', c: 'tab\tand\nnewline\u0001', d: null, e: 3, f: [true] },
        '',
      ),
    ).toBeNull();
    expect(findUnstorableText(undefined, '')).toBeNull();
  });

  it('does not walk the bytes of a raw body itself (refuseUnstorableText reads it as JSON first)', () => {
    expect(findUnstorableText(Buffer.from('a\u0000b'), '')).toBeNull();
  });

  it('walks very deep values without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep, '')).toMatch(/^a(\.a)+$/);
  });
});

describe('refuseUnstorableText (preValidation on every route)', () => {
  const request = (r: { body?: unknown; query?: unknown; params?: unknown }) => r as FastifyRequest;
  const refusal = async (r: Parameters<typeof request>[0]) => {
    try {
      await refuseUnstorableText(request(r));
      return null;
    } catch (err) {
      return err;
    }
  };

  it('refuses a raw JSON body (the signed webhook) whose text PostgreSQL cannot store, with a 400', async () => {
    // The event the fuzz suite found answering 500 (issue 13): its id ends in a NUL character.
    const raw = Buffer.from(
      JSON.stringify({ id: '<script>alert(1)</script>\u0000', type: 'customer.subscription.updated' }),
    );
    const err = await refusal({ body: raw });
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).fields).toEqual({ id: expect.any(String) });
    expect(await refusal({ body: Buffer.from('{"data":{"object":{"name":"\\ud800"}}}') })).toBeInstanceOf(AppError);
  });

  it('refuses parsed bodies, query strings and path parameters alike', async () => {
    expect(((await refusal({ body: { name: 'a\u0000' } })) as AppError).fields).toEqual({ name: expect.any(String) });
    expect(((await refusal({ query: { city: '\u0000' } })) as AppError).fields).toEqual({
      'query.city': expect.any(String),
    });
    expect(((await refusal({ params: { id: '\udc00' } })) as AppError).fields).toEqual({
      'params.id': expect.any(String),
    });
  });

  it('lets ordinary input through, and leaves bytes that are not JSON to the route', async () => {
    expect(await refusal({ body: Buffer.from(JSON.stringify({ id: 'evt_1', note: '🧹 <b>' })) })).toBeNull();
    expect(await refusal({ body: Buffer.from('not json \u0000') })).toBeNull();
    expect(await refusal({ body: Buffer.alloc(0), query: { q: 'ok' } })).toBeNull();
  });
});

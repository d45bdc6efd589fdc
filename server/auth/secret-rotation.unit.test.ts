// The pieces of the session cookie upgrade: finding the cookie better-auth reads in a Cookie header,
// and re-signing only what an earlier secret signed. The whole path runs in secret-rotation.test.ts.
import { makeSignature } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { createCookieResigner, findCookie, serializeCookie } from './secret-rotation';

const CURRENT = 'the-secret-after-the-rotation-9876543210ab';
const OLD = 'the-secret-before-the-rotation-0123456789';
const OLDER = 'the-secret-two-rotations-ago-0123456789ab';
const token = 'Zp3yq5WbQ2x8mC1rT7vK0aLd9sE4uN6h';
const signed = async (secret: string) => `${token}.${await makeSignature(token, secret)}`;

describe('createCookieResigner', () => {
  const resigner = createCookieResigner(CURRENT, [OLD, OLDER]);

  it('re-signs with the current secret what any earlier secret signed, exactly as better-auth signs', async () => {
    expect(await resigner.upgrade(await signed(OLD))).toBe(await signed(CURRENT));
    expect(await resigner.upgrade(await signed(OLDER))).toBe(await signed(CURRENT));
  });

  it('leaves alone what the current secret signed, and what no secret signed', async () => {
    expect(await resigner.upgrade(await signed(CURRENT))).toBeNull();
    expect(await resigner.upgrade(await signed('a-secret-nobody-here-ever-had-0123456789'))).toBeNull();
    expect(await createCookieResigner(CURRENT, []).upgrade(await signed(OLD))).toBeNull();
  });

  it('leaves alone anything not shaped as a signed value', async () => {
    const good = await signed(OLD);
    for (const junk of [
      '',
      '.',
      token,
      `${token}.`,
      `.${good.split('.')[1]}`,
      `${token}.short=`,
      good.slice(0, -1),
      `${good}x`,
      good.replace('=', '!'),
    ]) {
      expect(await resigner.upgrade(junk), junk).toBeNull();
    }
    // Another token under the old signature: the signature covers the token.
    expect(await resigner.upgrade(good.replace(token, token.replace('Z', 'Y')))).toBeNull();
  });
});

describe('findCookie', () => {
  const name = 'turnready.session_token';

  it('finds the value and where it sits, decoded', () => {
    const header = `theme=dark; ${name}=abc.def%3D; other=1`;
    const found = findCookie(header, name)!;
    expect(found.value).toBe('abc.def=');
    expect(header.slice(found.start, found.end)).toBe('abc.def%3D');
  });

  it('takes the first of two cookies of that name, as better-call does', () => {
    const header = `${name}=first; ${name}=second`;
    expect(findCookie(header, name)).toMatchObject({ value: 'first', start: name.length + 1 });
  });

  it('does not match a cookie whose name only contains it', () => {
    expect(findCookie(`__Secure-${name}=x; ${name}x=y`, name)).toBeNull();
    expect(findCookie(`__Secure-${name}=x`, `__Secure-${name}`)).toMatchObject({ value: 'x' });
  });

  it('unquotes a quoted value and covers the quotes, and skips fragments without =', () => {
    const header = `junk; ${name}="a.b" ;x=1`;
    const found = findCookie(header, name)!;
    expect(found.value).toBe('a.b');
    expect(header.slice(found.start, found.end)).toBe('"a.b"');
    expect(findCookie('no cookies here', name)).toBeNull();
  });
});

describe('serializeCookie', () => {
  it('writes the attributes as better-call does', () => {
    expect(
      serializeCookie('n', 'v', { maxAge: 2592000, path: '/', httpOnly: true, secure: true, sameSite: 'lax' }),
    ).toBe('n=v; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(serializeCookie('n', 'v', { path: '/', httpOnly: true, sameSite: 'lax' })).toBe(
      'n=v; Path=/; HttpOnly; SameSite=Lax',
    );
  });
});

// Hostile values for the fuzz tests: markup, SQL, odd unicode, control characters, huge and deep
// values. Each is something a real client (or attacker) can send.
import fc from 'fast-check';

/** Markup that must stay text wherever it is shown (stored-text tests use these too). */
export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '</textarea><script>document.cookie</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--',
  '&lt;b&gt;&amp;',
] as const;

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "') UNION SELECT email, password FROM accounts --",
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '::uuid',
] as const;

export const UNICODE_FRAGMENTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '\ud83e\uddf9\ud83c\udfe0',
  '\ud800',
  '\udfff',
  'é'.normalize('NFD'),
  'İıſK',
  '\uffff\ufffe',
  '𝕋𝕦𝕣𝕟ℝ𝕖𝕒𝕕𝕪',
  'مرحبا',
  '漢字テスト',
  ' ',
  '',
  '   ',
] as const;

export const PATH_FRAGMENTS = ['..', '../../etc/passwd', '%2e%2e%2f', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<string>(...HTML_FRAGMENTS, ...SQL_FRAGMENTS, ...UNICODE_FRAGMENTS, ...PATH_FRAGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Long, but inside the body limit: the database and every length check must cope.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), '<b>'.repeat(10_000), '9'.repeat(400)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom<string>(...HTML_FRAGMENTS, ...SQL_FRAGMENTS), fc.constantFrom<string>(...UNICODE_FRAGMENTS)).map(([a, b]) => a + b) },
);

/** A value of any JSON type, biased towards the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 1e-320),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}'), ['a', 'b']) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map(nested) },
);

/** `depth` levels of nested objects, the kind of body that exhausts recursive parsers. */
export function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Raw bodies that are not valid JSON, or JSON of the wrong kind, each with the content type sent. */
export const rawBody: fc.Arbitrary<{ body: string; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { body: '{', contentType: 'application/json' },
    { body: '{"a":1,}', contentType: 'application/json' },
    { body: "{'a': 1}", contentType: 'application/json' },
    { body: '', contentType: 'application/json' },
    { body: 'null', contentType: 'application/json' },
    { body: '"just a string"', contentType: 'application/json' },
    { body: '12', contentType: 'application/json' },
    { body: '[]', contentType: 'application/json' },
    { body: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
    { body: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
    { body: '{"a":"\\ud800"}', contentType: 'application/json' },
    { body: '{"a":1e999999}', contentType: 'application/json' },
    { body: '\u0000\u0001\u0002', contentType: 'application/json' },
    { body: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' },
    { body: 'hello', contentType: 'text/plain' },
    { body: '<xml>1</xml>', contentType: 'application/xml' },
    { body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
    { body: '{}', contentType: 'application/json; charset=utf-16' },
    { body: '{}', contentType: 'application/json;;;' },
  ),
  // Deep nesting as text: tens of thousands of levels, still far below the body limit.
  fc.constantFrom(20_000, 60_000).map((n) => ({ body: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
  fc.constantFrom(20_000).map((n) => ({ body: '{"a":'.repeat(n) + '1' + '}'.repeat(n), contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ body, contentType: 'application/json' })),
);

// Hostile values for the fuzz tests: markup, SQL, odd unicode, control characters, huge and deep
// values. Each is something a real client (or attacker) can send.
import fc from 'fast-check';
import { multipartBody, type UploadFile } from '../app';

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

export const PATH_FRAGMENTS = [
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom<string>(...HTML_FRAGMENTS, ...SQL_FRAGMENTS, ...UNICODE_FRAGMENTS, ...PATH_FRAGMENTS),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Long, but inside the body limit: the database and every length check must cope.
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(5_000), 'é'.repeat(20_000), '<b>'.repeat(10_000), '9'.repeat(400)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom<string>(...HTML_FRAGMENTS, ...SQL_FRAGMENTS),
        fc.constantFrom<string>(...UNICODE_FRAGMENTS),
      )
      .map(([a, b]) => a + b),
  },
);

/** A value of any JSON type, biased towards the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      2 ** 31,
      -(2 ** 31) - 1,
      1e-320,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>([], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}'), [
      'a',
      'b',
    ]),
  },
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
    {
      body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
      contentType: 'multipart/form-data; boundary=b',
    },
    { body: '{}', contentType: 'application/json; charset=utf-16' },
    { body: '{}', contentType: 'application/json;;;' },
  ),
  // Deep nesting as text: tens of thousands of levels, still far below the body limit.
  fc
    .constantFrom(20_000, 60_000)
    .map((n) => ({ body: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
  fc
    .constantFrom(20_000)
    .map((n) => ({ body: '{"a":'.repeat(n) + '1' + '}'.repeat(n), contentType: 'application/json' })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ body, contentType: 'application/json' })),
);

// --- Multipart bodies (photo uploads, issue 18) -------------------------------------------------

/** Characters RFC 2046 allows in a boundary (a space only inside, which we do not bother with). */
const BOUNDARY_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+_,-./:=?".split('');

/** Filenames a phone, a script or an attacker may send. */
export const HOSTILE_FILENAMES = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'photo.jpg\u0000.exe',
  'IMG_0001.JPG"; name="other',
  'a\r\nContent-Type: text/html',
  '<script>alert(1)</script>.jpg',
  '\u202egpj.exe',
  'фото 📷.heic',
  'x'.repeat(2_000),
  '',
  ' ',
  'photo',
] as const;

/**
 * One part of a generated multipart body (server/test/app.ts UploadFile): the photo, a file that
 * is no image (text, HTML, a PDF, a truncated JPEG, an empty file), or a plain field, under usual,
 * hostile or huge names.
 */
function multipartPart(jpeg: Buffer): fc.Arbitrary<UploadFile> {
  const filename = fc.oneof(
    { weight: 3, arbitrary: fc.constant('IMG_0001.jpg') },
    { weight: 2, arbitrary: fc.constantFrom<string>(...HOSTILE_FILENAMES) },
  );
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('file', 'photos[]', '', 'x'.repeat(10_000), '__proto__') },
  );
  const data = fc.oneof(
    { weight: 4, arbitrary: fc.constant(jpeg) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('just some text, not a photo'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n'),
        jpeg.subarray(0, Math.min(200, jpeg.length)),
        Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(300, 0xff)]),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
  );
  const contentType = fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/html', '');
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ data, filename, contentType, name }) },
    {
      weight: 1,
      arbitrary: fc.record({ data: hostileString.map((s) => Buffer.from(s)), filename: fc.constant(null), name }),
    },
  );
}

/** How a generated body is broken on its way out: not at all, or in its framing or its header. */
const MULTIPART_BREAKS = [
  'none',
  'noBoundary',
  'emptyBoundary',
  'otherBoundary',
  'truncated',
  'noClosing',
  'bareNewlines',
  'preamble',
  'mixed',
  'quotedBoundary',
] as const;

/**
 * Multipart bodies for the upload routes: random boundaries, zero to many parts (past the route's
 * limits), each a photo or not (see multipartPart), then broken in one way or left whole. Built by
 * multipartBody (the tests' one multipart builder) and broken afterwards.
 */
export function hostileMultipart(jpeg: Buffer): fc.Arbitrary<{ body: Buffer; contentType: string }> {
  const boundary = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.array(fc.constantFrom(...BOUNDARY_CHARS), { minLength: 1, maxLength: 70 }).map((cs) => cs.join('')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('b', '-', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'x'.repeat(300), 'IMG_0001.jpg'),
    },
  );
  const parts = fc.oneof(
    { weight: 4, arbitrary: fc.array(multipartPart(jpeg), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(multipartPart(jpeg), { minLength: 11, maxLength: 40 }) },
  );
  return fc
    .tuple(boundary, parts, fc.constantFrom(...MULTIPART_BREAKS), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([b, ps, how, at]) => {
      const { body, contentType } = multipartBody(ps, 'photo', { boundary: b });
      switch (how) {
        case 'none':
          return { body, contentType };
        case 'noBoundary':
          return { body, contentType: 'multipart/form-data' };
        case 'emptyBoundary':
          return { body, contentType: 'multipart/form-data; boundary=' };
        case 'otherBoundary':
          return { body, contentType: `multipart/form-data; boundary=${b}x` };
        case 'truncated':
          return { body: body.subarray(0, Math.floor(body.length * at)), contentType };
        case 'noClosing':
          return { body: body.subarray(0, body.lastIndexOf(`--${b}--`)), contentType };
        case 'bareNewlines':
          return { body: Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), contentType };
        case 'preamble':
          return { body: Buffer.concat([Buffer.from('garbage before the first boundary\r\n'), body]), contentType };
        case 'mixed':
          return { body, contentType: contentType.replace('form-data', 'mixed') };
        case 'quotedBoundary':
          return { body, contentType: `multipart/form-data; boundary="${b}"; charset=utf-8` };
      }
    });
}

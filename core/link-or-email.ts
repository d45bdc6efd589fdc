// Whether a text holds a link or an email address: the rule behind every name field
// (core/schemas/person-name.ts), without zod so that the sign-up forms check it as people type
// without downloading zod (issue 19).
// Top-level domains seen in links people paste (common generic, popular short-link and country ones).
// A list, not "any letters after a dot", so that initials such as "J.Smith" stay names.
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'me',
  'ly',
  'gl',
  'gd',
  'to',
  'xyz',
  'top',
  'site',
  'online',
  'app',
  'dev',
  'link',
  'click',
  'shop',
  'store',
  'live',
  'ru',
  'cn',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'us',
  'uk',
  'de',
  'fr',
  'nl',
  'eu',
  'ca',
  'au',
  'in',
  'br',
  'pw',
  'cc',
  'ws',
  'tv',
  'gg',
  'ai',
  'sh',
  'club',
  'vip',
  'win',
  'bid',
  'icu',
  'cyou',
  'buzz',
  'rest',
  'fun',
  'space',
  'website',
  'tech',
  'pro',
  'page',
  'mobi',
  'work',
  'today',
  'email',
  'zip',
  'mov',
  'su',
  'ua',
  'cam',
].join('|');
const DOT = '[.\u3002\uff0e\uff61]';
const LINK_OR_EMAIL = new RegExp(
  [
    '@', // an email address (or a handle): no name has one
    String.raw`[a-z][a-z0-9+.-]*:\/\/`, // a scheme: https://, ftp://
    String.raw`\bwww${DOT}`,
    String.raw`[\p{L}\p{N}-]${DOT}(?:${TLDS})(?![\p{L}\p{N}])`, // a domain: example.com, bit.ly/x
  ].join('|'),
  'iu',
);

/** Whether `text` holds something that reads as a link or an email address. */
export function hasLinkOrEmail(text: string): boolean {
  return LINK_OR_EMAIL.test(text.normalize('NFKC'));
}

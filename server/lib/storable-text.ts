// Text PostgreSQL cannot store: a NUL character (a text value cannot hold one) or half of a
// surrogate pair without its other half (it has no UTF-8 form). One rule for what arrives over HTTP
// (server/http/input-guard.ts) and what a calendar feed holds (server/calendars/parse.ts).

// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
export const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What in `text` PostgreSQL cannot store, if anything. */
export function unstorableCharacter(text: string): 'nul' | 'lone-surrogate' | undefined {
  const found = UNSTORABLE.exec(text);
  if (!found) return undefined;
  return found[0] === '\u0000' ? 'nul' : 'lone-surrogate';
}

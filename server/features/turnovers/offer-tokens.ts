// Signed links for a turnover offer's email buttons (issue 17): a token names one offer, one
// action and an expiry, signed with a key derived from the app's secret for this purpose alone (a
// token of another feature, or of another deployment, never verifies here). Nothing is stored:
// a link is single-purpose because an answered offer cannot be answered again.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { OfferAction } from '@core/schemas/offer-answers';

const VERSION = 'v1';
const PURPOSE = 'turnready/offer-answer-link/v1';
const ACTION_CODE = { confirm: 'c', decline: 'd' } as const satisfies Record<OfferAction, string>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An offer with no deadline: its links work this long after sending. */
export const LINK_DAYS_WITHOUT_DEADLINE = 7;

export type OfferLink = { offerId: string; action: OfferAction; expiresAt: Date };

/** Keys derived once per secret: verifying a token costs one HMAC. */
const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32));
    keys.set(secret, key);
  }
  return key;
}

const sign = (secret: string, payload: string) => createHmac('sha256', keyFor(secret)).update(payload).digest();

/** `v1.<offer id>.<c|d>.<expiry, unix seconds>.<signature>`: URL-safe as it is. */
export function signOfferToken(secret: string, link: OfferLink): string {
  const payload = [VERSION, link.offerId, ACTION_CODE[link.action], Math.floor(link.expiresAt.getTime() / 1000)].join(
    '.',
  );
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/**
 * The offer, action and expiry a token was signed with, or null when it is not one of ours (malformed,
 * altered, or signed with another key). Expiry is not checked here: an authentic lapsed link says
 * "expired", a forged one "invalid". `secrets`: the current secret, then earlier ones (AUTH_SECRET_PREVIOUS),
 * so a link emailed before AUTH_SECRET was rotated keeps working.
 */
export function verifyOfferToken(secrets: string | readonly string[], token: string): OfferLink | null {
  const cut = token.lastIndexOf('.');
  if (cut < 0) return null;
  const payload = token.slice(0, cut);
  // The signature as written, against its one canonical spelling: base64url's last character carries
  // unused bits, so comparing decoded bytes would let a link with that character changed still work.
  const given = Buffer.from(token.slice(cut + 1));
  const signedWith = (secret: string) => {
    const expected = Buffer.from(sign(secret, payload).toString('base64url'));
    // Compared in constant time; a wrong length cannot match and says nothing about the key.
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  if (!(typeof secrets === 'string' ? [secrets] : secrets).some(signedWith)) return null;
  const [version, offerId, code, exp, ...rest] = payload.split('.');
  if (version !== VERSION || rest.length > 0 || !offerId || !UUID.test(offerId) || !exp || !/^\d{1,12}$/.test(exp))
    return null;
  const action = code === ACTION_CODE.confirm ? 'confirm' : code === ACTION_CODE.decline ? 'decline' : null;
  if (!action) return null;
  return { offerId, action, expiresAt: new Date(Number(exp) * 1000) };
}

/** A link's expiry: the offer's deadline, or a week after sending when it has none. */
export function offerLinkExpiry(deadlineAt: Date | null, now: Date): Date {
  return deadlineAt ?? new Date(now.getTime() + LINK_DAYS_WITHOUT_DEADLINE * DAY_MS);
}

/** The page the links open; the token rides in the fragment, which browsers never send to a server. */
export const offerAnswerUrl = (appUrl: string, token: string) => `${appUrl}/offer-answer#token=${token}`;

/** The email buttons of one offer: 'Confirm' and "Can't make it". */
export function offerActionUrls(
  appUrl: string,
  secret: string,
  offer: { offerId: string; deadlineAt: Date | null },
  now = new Date(),
): { confirmUrl: string; declineUrl: string } {
  const expiresAt = offerLinkExpiry(offer.deadlineAt, now);
  const url = (action: OfferAction) =>
    offerAnswerUrl(appUrl, signOfferToken(secret, { offerId: offer.offerId, action, expiresAt }));
  return { confirmUrl: url('confirm'), declineUrl: url('decline') };
}

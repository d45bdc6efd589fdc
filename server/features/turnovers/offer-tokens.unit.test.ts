// Offer link tokens: what a link says can only be what it was signed with, by this app's secret.
import { describe, expect, it } from 'vitest';
import { offerActionUrls, offerLinkExpiry, signOfferToken, verifyOfferToken } from './offer-tokens';

const secret = 'a-test-secret-of-some-length-0123456789';
const offerId = '0b3c5a5e-1111-4000-8000-000000000001';
const expiresAt = new Date('2030-06-18T16:00:00Z');
const tokenOf = (url: string) => url.split('#token=')[1]!;

describe('offer link tokens', () => {
  it('round trip: the offer, the action and the expiry come back', () => {
    for (const action of ['confirm', 'decline'] as const) {
      expect(verifyOfferToken(secret, signOfferToken(secret, { offerId, action, expiresAt }))).toEqual({
        offerId,
        action,
        expiresAt,
      });
    }
  });

  it('refuses a tampered token: another offer, another expiry, another signature', () => {
    const token = signOfferToken(secret, { offerId, action: 'confirm', expiresAt });
    const other = offerId.replace(/1$/, '2');
    expect(verifyOfferToken(secret, token.replace(offerId, other))).toBeNull();
    expect(
      verifyOfferToken(
        secret,
        token.replace(`.${expiresAt.getTime() / 1000}.`, `.${expiresAt.getTime() / 1000 + 86400}.`),
      ),
    ).toBeNull();
    const sig = token.slice(token.lastIndexOf('.') + 1);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyOfferToken(secret, token.slice(0, token.lastIndexOf('.') + 1) + flipped)).toBeNull();
    // Every other spelling of the last character (it carries unused bits) is refused too.
    const head = token.slice(0, -1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet) if (c !== token.at(-1)) expect(verifyOfferToken(secret, head + c), c).toBeNull();
    expect(verifyOfferToken(secret, token.slice(0, -2))).toBeNull();
    expect(verifyOfferToken(secret, `${token}.x`)).toBeNull();
    for (const junk of ['', '.', 'v1', 'not-a-token', 'v1...', `${token}${token}`])
      expect(verifyOfferToken(secret, junk)).toBeNull();
  });

  it('a confirm link cannot be made to decline (or the other way round)', () => {
    const confirm = signOfferToken(secret, { offerId, action: 'confirm', expiresAt });
    const decline = signOfferToken(secret, { offerId, action: 'decline', expiresAt });
    expect(verifyOfferToken(secret, confirm.replace(`${offerId}.c.`, `${offerId}.d.`))).toBeNull();
    expect(verifyOfferToken(secret, decline.replace(`${offerId}.d.`, `${offerId}.c.`))).toBeNull();
    // Nor by pairing one's payload with the other's signature.
    const payload = (t: string) => t.slice(0, t.lastIndexOf('.'));
    const signature = (t: string) => t.slice(t.lastIndexOf('.'));
    expect(verifyOfferToken(secret, payload(decline) + signature(confirm))).toBeNull();
  });

  it('keeps the expiry it was signed with, so a lapsed link verifies and reads as expired', () => {
    const past = new Date('2020-01-01T00:00:00Z');
    const link = verifyOfferToken(secret, signOfferToken(secret, { offerId, action: 'decline', expiresAt: past }));
    expect(link?.expiresAt.getTime()).toBe(past.getTime());
    expect(link!.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('refuses a token signed with another secret', () => {
    const token = signOfferToken('another-deployment-secret-0123456789', { offerId, action: 'confirm', expiresAt });
    expect(verifyOfferToken(secret, token)).toBeNull();
  });

  it('verifies with any of the given secrets (the current one, then AUTH_SECRET_PREVIOUS), and with none other', () => {
    const previous = 'the-secret-before-the-rotation-0123456789';
    const token = signOfferToken(previous, { offerId, action: 'decline', expiresAt });
    expect(verifyOfferToken([secret, previous], token)).toEqual({ offerId, action: 'decline', expiresAt });
    expect(verifyOfferToken([secret], token)).toBeNull();
    expect(verifyOfferToken([], token)).toBeNull();
    // An earlier secret does not make an altered token verify.
    expect(verifyOfferToken([secret, previous], token.replace('.d.', '.c.'))).toBeNull();
  });

  it('links: the token in the fragment, expiring at the deadline or a week after sending', () => {
    const now = new Date('2030-06-10T12:00:00Z');
    const { confirmUrl, declineUrl } = offerActionUrls(
      'https://turnready.test',
      secret,
      { offerId, deadlineAt: expiresAt },
      now,
    );
    expect(confirmUrl).toMatch(/^https:\/\/turnready\.test\/offer-answer#token=v1\./);
    expect(new URL(confirmUrl).search).toBe('');
    expect(verifyOfferToken(secret, tokenOf(confirmUrl))).toEqual({ offerId, action: 'confirm', expiresAt });
    expect(verifyOfferToken(secret, tokenOf(declineUrl))).toEqual({ offerId, action: 'decline', expiresAt });
    expect(offerLinkExpiry(null, now)).toEqual(new Date('2030-06-17T12:00:00Z'));
  });
});

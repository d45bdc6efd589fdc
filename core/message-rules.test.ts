import { describe, expect, it } from 'vitest';
import { contactDetailsIn, looksLikeAccessCode } from './message-rules';

describe('contactDetailsIn', () => {
  it('finds phone numbers however they are written, spelled-out digits included', () => {
    for (const text of [
      'Call me at 512-555-0134',
      'my cell (512) 555 0134',
      'text +1 512.555.0134 anytime',
      '5125550134',
      '512 / 555 / 0134',
      'five one two five five five zero one three four',
      'five one two 555 oh one three four',
    ])
      expect(contactDetailsIn(text), text).toContain('phone');
  });

  it('finds emails, links and messaging handles', () => {
    expect(contactDetailsIn('write to maria.vega@example.com')).toContain('email_or_link');
    expect(contactDetailsIn('see https://example.com/me')).toContain('email_or_link');
    expect(contactDetailsIn('my site is mariacleans.com')).toContain('email_or_link');
    for (const text of [
      'wa.me/15125550134',
      'ping me on t.me/mariacleans',
      'find me on insta @maria_cleans',
      'WhatsApp: maria',
      'venmo @maria-v',
      'DM @mariacleans',
    ])
      expect(contactDetailsIn(text), text).toContain('handle');
  });

  it('raises no false alarm on prices, rooms, times, dates and ordinary words', () => {
    for (const text of [
      '$120 for the turnover',
      '3 bedrooms and 2 baths, about 1,450 sq ft',
      'I can be there at 10:30 or 11:15',
      'The guests leave on 11/27/2026',
      'Next one is 2026-11-27, then 12/3/26',
      'Someone left one towel and two glasses',
      'Checkout 11:00, check-in 16:00, 2 beds 1 bath',
      'Order #4521 of supplies arrived',
      'I will be there at 10 and done by 2',
    ])
      expect(contactDetailsIn(text), text).toEqual([]);
  });
});

describe('looksLikeAccessCode', () => {
  it('warns about door, lockbox, gate and keypad codes', () => {
    for (const text of [
      'The lockbox code is 4821',
      'door code 1234#',
      'Gate: 0912',
      'keypad *5531',
      'garage pin 774411',
      'the combo is 3-3-1-0 no wait 3310',
    ])
      expect(looksLikeAccessCode(text), text).toBe(true);
  });

  it('stays quiet about numbers without a code word, and code words without a number', () => {
    for (const text of [
      '$120 for 3 bedrooms',
      'The door was left open',
      'I will be there at 10:30',
      'Please check the gate latch',
      'The guests leave on 11/27/2026',
    ])
      expect(looksLikeAccessCode(text), text).toBe(false);
  });
});

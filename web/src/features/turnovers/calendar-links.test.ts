import { describe, expect, it } from 'vitest';
import { googleCalendarSubscribeUrl, webcalUrl } from './calendar-links';

const feed = 'https://turnready.app/api/feeds/Zx9_k-3Q.ics';

describe('calendar subscribe links', () => {
  it("gives Google Calendar the feed's https address, encoded in its cid parameter", () => {
    const url = new URL(googleCalendarSubscribeUrl(feed));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.pathname).toBe('/calendar/r');
    expect(url.searchParams.get('cid')).toBe(feed);
    expect(googleCalendarSubscribeUrl(feed)).toBe(
      'https://calendar.google.com/calendar/r?cid=https%3A%2F%2Fturnready.app%2Fapi%2Ffeeds%2FZx9_k-3Q.ics',
    );
  });

  it('keeps a query of the feed inside the cid parameter', () => {
    const withQuery = 'https://turnready.app/api/feeds/abc.ics?v=2&x=1';
    expect(new URL(googleCalendarSubscribeUrl(withQuery)).searchParams.get('cid')).toBe(withQuery);
  });

  it('gives calendar apps a webcal address', () => {
    expect(webcalUrl(feed)).toBe('webcal://turnready.app/api/feeds/Zx9_k-3Q.ics');
    expect(webcalUrl('http://127.0.0.1:3000/api/feeds/a.ics')).toBe('webcal://127.0.0.1:3000/api/feeds/a.ics');
  });
});

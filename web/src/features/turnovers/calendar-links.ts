// The links that subscribe a calendar app to a private .ics feed (issue 37).
//
// Google Calendar documents no such link; what it accepts is its `cid` parameter carrying the feed's
// own https address, percent-encoded (an unencoded address loses its query, and a webcal:// one is
// kept verbatim and then syncs nothing). Apple Calendar, Outlook and phones' calendar apps open a
// webcal:// address as a subscription.

/** Opens Google Calendar on its "Add calendar" prompt for this feed. */
export function googleCalendarSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedUrl)}`;
}

/** The same feed as a webcal:// address, which calendar apps subscribe to. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

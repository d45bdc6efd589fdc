// The app's time as the server counts it. Outside production the development clock can be moved
// (tests and demos jump a day), and a device's own clock may be off by minutes: words that age
// ("answer within 25 min", "5 minutes ago") are counted against the server's time. Every API
// answer carries it (`x-app-now`); the offset from the device's clock is kept here.
let offsetMs = 0;

/** Called by the API client with each answer's `x-app-now` (milliseconds since the epoch). */
export function noteAppNow(header: string | null, receivedAt = Date.now()): void {
  const appNow = header === null ? Number.NaN : Number(header);
  if (Number.isFinite(appNow)) offsetMs = appNow - receivedAt;
}

/** Now, as the server counts it (the device's clock until the first API answer). */
export function appNow(): number {
  return Date.now() + offsetMs;
}

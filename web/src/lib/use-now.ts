// The current time for words that age ("answer within 25 min", "5 minutes ago"): read again every
// minute, and at once when the page comes back into view (a phone's tab sleeps in the background).
// Counted on the app's clock (app-clock.ts), so the words agree with the server's deadlines.
import { useEffect, useState } from 'react';
import { appNow } from './app-clock';

const MINUTE_MS = 60_000;

export function useNow(everyMs = MINUTE_MS): number {
  const [now, setNow] = useState(() => appNow());
  useEffect(() => {
    const tick = () => setNow(appNow());
    const timer = setInterval(tick, everyMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [everyMs]);
  return now;
}

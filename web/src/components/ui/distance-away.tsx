// '12 mi away' (issue 43): whole miles between a cleaner's home ZIP and a property, nothing finer.
import { format, useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';

export function useDistanceText() {
  const m = useMessages(areasMessages).areas.distance;
  return (miles: number) => (miles < 1 ? m.underOne : format(m.away, { miles }));
}

/** The distance as a short text, or nothing when either side has no ZIP code. */
export function DistanceAway({ miles, className }: { miles: number | null | undefined; className?: string }) {
  const text = useDistanceText();
  if (miles == null) return null;
  return (
    <span className={className} data-testid="distance">
      {text(miles)}
    </span>
  );
}

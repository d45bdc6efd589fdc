// The host card's alert panel (missed-turnover.tsx) as the list shows it: most turnovers have none,
// so its code loads only when one does (the Turnovers page's first visit has a JavaScript budget).
import { lazy, Suspense } from 'react';
import type { TurnoverItem } from '@core/schemas/turnovers';

const Panel = lazy(() => import('./missed-turnover').then((m) => ({ default: m.TurnoverAlertPanel })));

/** Missed, or confirmed and alerted as not started: the two cases missed-turnover.tsx draws. */
const hasAlert = (t: TurnoverItem) =>
  t.status === 'missed' || (t.status === 'confirmed' && !!t.startOverdueAlertedAt && !t.startedAt);

export function TurnoverAlertPanel({ turnover }: { turnover: TurnoverItem }) {
  if (!hasAlert(turnover)) return null;
  return (
    <Suspense fallback={null}>
      <Panel turnover={turnover} />
    </Suspense>
  );
}

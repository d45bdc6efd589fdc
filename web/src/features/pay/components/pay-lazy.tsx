// The pay records as other pages show them (the report's pay panel, the team's balances): their code
// and texts load after the page that shows them, not with it (a first visit has a JavaScript budget).
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyPanel = lazy(() => import('./turnover-pay-panel'));
const LazyOwed = lazy(() => import('./owed-balance'));

export function TurnoverPayPanel(props: ComponentProps<typeof LazyPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

export function OwedBalance(props: ComponentProps<typeof LazyOwed>) {
  return (
    <Suspense fallback={null}>
      <LazyOwed {...props} />
    </Suspense>
  );
}

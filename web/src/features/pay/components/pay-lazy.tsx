// The report's pay panel as other pages show it: its code and texts load after the report, not with
// it (a first visit has a JavaScript budget).
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyPanel = lazy(() => import('./turnover-pay-panel'));

export function TurnoverPayPanel(props: ComponentProps<typeof LazyPanel>) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}

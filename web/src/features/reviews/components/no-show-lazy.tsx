// The host's no-show controls as other features show them: only on a missed turnover, so their code
// loads when one is shown rather than with every page that imports this feature (the team's stars
// and the review links come from the same entry, and a page's first visit has a JavaScript budget).
import { lazy, Suspense, type ComponentProps } from 'react';

const noShow = () => import('./no-show');
const LazyMark = lazy(() => noShow().then((m) => ({ default: m.MarkNoShowButton })));
const LazyNote = lazy(() => noShow().then((m) => ({ default: m.NoShowMarkedNote })));

export function MarkNoShowButton(props: ComponentProps<typeof LazyMark>) {
  return (
    <Suspense fallback={null}>
      <LazyMark {...props} />
    </Suspense>
  );
}

export function NoShowMarkedNote(props: ComponentProps<typeof LazyNote>) {
  return (
    <Suspense fallback={null}>
      <LazyNote {...props} />
    </Suspense>
  );
}

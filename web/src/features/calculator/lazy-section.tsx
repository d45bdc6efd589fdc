// The calculator section, loaded as it nears the screen (or at once for /#calculator). It sits below
// the fold and brings its widgets (Radix sliders) and its form validation (zod) with it: ~35 KB gzip
// that a first visit to / no longer fetches (e2e/first-visit-weight.e2e.ts). Its placeholder holds
// the anchor, so /#calculator and the hero's link land in the right place while it loads.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '@web/lib/hydration';
import { CALCULATOR_ANCHOR } from './anchor';

const LazyCalculator = lazy(() =>
  import('./components/calculator-section').then((m) => ({ default: m.CalculatorSection })),
);

export function CalculatorSection() {
  const { hash } = useLocation();
  const placeholder = useRef<HTMLElement>(null);
  // Once shown, it stays: the visitor's figures outlive a later change of the URL's hash.
  const [nearScreen, setNearScreen] = useState(false);
  // Not while hydrating: the prerendered page (which has no hash) must first render as it was rendered.
  const hydrated = useHydrated();
  const [linked, setLinked] = useState(false);
  if (!linked && hydrated && hash === `#${CALCULATOR_ANCHOR}`) setLinked(true);
  const show = nearScreen || linked;

  useEffect(() => {
    const el = placeholder.current;
    if (show || !el) return;
    // Half a screen ahead: the code is there by the time the section scrolls in.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNearScreen(true),
      { rootMargin: '50% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [show]);

  const fallback = (
    <section
      ref={placeholder}
      id={CALCULATOR_ANCHOR}
      aria-busy="true"
      className="min-h-[100svh] scroll-mt-16 border-y border-slate-200 bg-slate-100/70"
    />
  );
  return show ? (
    <Suspense fallback={fallback}>
      <LazyCalculator />
    </Suspense>
  ) : (
    fallback
  );
}

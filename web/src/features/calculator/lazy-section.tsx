// The calculator section, loaded after the page that shows it. It sits below the fold and brings its
// form validation (zod) with it: loading it later keeps the first load of / within its budget
// (e2e/first-visit-weight.e2e.ts). Its placeholder holds the anchor, so /#calculator and the hero's link
// land in the right place while it loads.
import { lazy, Suspense } from 'react';
import { CALCULATOR_ANCHOR } from './anchor';

const LazyCalculator = lazy(() => import('./components/calculator-section').then((m) => ({ default: m.CalculatorSection })));

export function CalculatorSection() {
  return (
    <Suspense fallback={<section id={CALCULATOR_ANCHOR} aria-busy="true" className="min-h-[100svh] scroll-mt-16 border-y border-slate-200 bg-slate-100/70" />}>
      <LazyCalculator />
    </Suspense>
  );
}

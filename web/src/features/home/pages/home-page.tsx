// The home page (spec §2 "Home"): hero, how it works, the cleaning-fee calculator, why TurnReady,
// and a closing call to action.
import { lazy, Suspense, type ComponentType } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { CALCULATOR_ANCHOR } from '../../calculator/anchor';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { TrustPoints } from '../components/trust-points';

// The calculator sits below the fold and brings its form validation (zod) with it: loading it after
// the page keeps the first load of / within its budget (bench/bundle-budget.ts). Its placeholder holds
// the anchor, so /#calculator and the hero's link land in the right place while it loads.
const LazyCalculator = lazy(() => import('../../calculator/components/calculator-section').then((m) => ({ default: m.CalculatorSection })));
function CalculatorSection() {
  return (
    <Suspense fallback={<section id={CALCULATOR_ANCHOR} aria-busy="true" className="min-h-[100svh] scroll-mt-16 border-y border-slate-200 bg-slate-100/70" />}>
      <LazyCalculator />
    </Suspense>
  );
}

/** The sections in page order. */
const SECTIONS: ReadonlyArray<{ id: string; Section: ComponentType }> = [
  { id: 'hero', Section: HomeHero },
  { id: 'how-it-works', Section: HowItWorks },
  { id: 'calculator', Section: CalculatorSection },
  { id: 'trust', Section: TrustPoints },
  { id: 'get-started', Section: ClosingCta },
];

export default function HomePage() {
  usePageTitle();
  return (
    <>
      {SECTIONS.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </>
  );
}

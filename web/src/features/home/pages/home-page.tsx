// The home page (spec §2 "Home"): hero, how it works, the cleaning-fee calculator, why TurnReady,
// and a closing call to action.
import type { ComponentType } from 'react';
import { usePageTitle } from '@web/lib/use-page-title';
import { CalculatorSection } from '@web/features/calculator';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { TrustPoints } from '../components/trust-points';

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

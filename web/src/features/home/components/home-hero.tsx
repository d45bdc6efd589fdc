// The first screen of the home page: what TurnReady does, and the two ways in.
import { ArrowRight, Calculator, Clock, MapPin, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';
import { homeMessages } from '@web/lib/messages/home';
import { CALCULATOR_ANCHOR } from '@web/features/calculator';

export function HomeHero() {
  const m = useMessages(homeMessages).home.hero;
  const calculatorLink = useMessages(calculatorMessages).calculator.section.heroLink;
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(45,212,191,0.28),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-inset ring-white/20">
            <Sparkles className="size-4 text-accent-400" aria-hidden="true" />
            {m.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 max-w-[9.5em] text-4xl font-bold tracking-tight sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {m.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-brand-100">{m.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg" className="focus-visible:outline-accent-400">
              <Link to="/host/post-job">
                {m.postJob}
                <ArrowRight className="size-5" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="secondary" size="lg" className="ring-0 focus-visible:outline-white">
              <Link to="/cleaner/signup">{m.joinCleaner}</Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-brand-100">{m.freeNote}</p>
          <Link
            to={{ hash: CALCULATOR_ANCHOR }}
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-accent-400 underline-offset-4 hover:underline focus-visible:outline-accent-400"
          >
            <Calculator className="size-5" aria-hidden="true" />
            {calculatorLink}
          </Link>
        </div>
        <ExampleJob />
      </div>
    </section>
  );
}

/** A sample job card, so a first-time visitor sees what a posting looks like. */
function ExampleJob() {
  const m = useMessages(homeMessages).home.hero.example;
  return (
    <figure className="relative mx-auto w-full max-w-md lg:mr-0">
      <div aria-hidden="true" className="absolute -inset-3 -z-10 rotate-2 rounded-3xl bg-white/10" />
      <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl shadow-black/30 sm:p-6">
        <figcaption className="text-xs font-semibold uppercase tracking-wider text-slate-600">{m.label}</figcaption>
        <div className="mt-3 flex items-start justify-between gap-4">
          <div>
            <p className="text-lg font-semibold">{m.title}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4" aria-hidden="true" />
              {m.location}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-2xl font-bold text-brand-700">{m.pay}</span>
            <span className="block text-xs text-slate-600">{m.payUnit}</span>
          </p>
        </div>
        <p className="mt-4 text-sm font-medium text-slate-700">{m.details}</p>
        <ol className="mt-4 space-y-2 rounded-xl bg-slate-50 p-3 text-sm">
          <li className="flex items-center gap-2 text-slate-700">
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            {m.checkout}
          </li>
          <li className="flex items-center gap-2 font-medium text-brand-800">
            <Clock className="size-4" aria-hidden="true" />
            {m.checkin}
          </li>
        </ol>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <span className="rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            {m.amenity}
          </span>
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <Users className="size-4" aria-hidden="true" />
            {m.applicants}
          </span>
        </div>
      </div>
    </figure>
  );
}

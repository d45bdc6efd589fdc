// How It Works (spec §1): the steps for hosts and for cleaners, from the job to the clean, each with
// its way in.
import { Home, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { homeMessages } from '@web/lib/messages/home';

type Step = { title: string; body: string };

export function HowItWorks() {
  const m = useMessages(homeMessages).home.howItWorks;
  return (
    <section aria-labelledby="how-it-works-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {m.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.lead}</p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <StepsCard icon={Home} title={m.hosts.title} steps={m.hosts.steps} cta={m.hosts.cta} to="/host/post-job" />
          <StepsCard
            icon={Sparkles}
            title={m.cleaners.title}
            steps={m.cleaners.steps}
            cta={m.cleaners.cta}
            to="/cleaner/signup"
          />
        </div>
      </div>
    </section>
  );
}

function StepsCard({
  icon: Icon,
  title,
  steps,
  cta,
  to,
}: {
  icon: LucideIcon;
  title: string;
  steps: readonly Step[];
  cta: string;
  to: string;
}) {
  return (
    <article className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-slate-50/60 p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-700 text-white">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-xl font-semibold">{title}</h3>
      </div>
      <ol className="mt-8 flex-1 space-y-6">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-white text-sm font-bold text-brand-800 ring-1 ring-brand-200"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-slate-600">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild variant="primary" className="mt-8 self-start">
        <Link to={to}>{cta}</Link>
      </Button>
    </article>
  );
}

// Why TurnReady can be trusted, stated plainly, including what it does not do (spec §1).
import { BadgeDollarSign, Info, ListChecks, MapPin, MessageSquare, type LucideIcon } from 'lucide-react';
import { useMessages } from '@web/lib/i18n';
import { homeMessages } from '@web/lib/messages/home';

const icons: LucideIcon[] = [BadgeDollarSign, MapPin, ListChecks, MessageSquare];

export function TrustPoints() {
  const m = useMessages(homeMessages).home.trust;
  return (
    <section aria-labelledby="trust-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="trust-title" className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          {m.title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {m.points.map((point, i) => {
            const Icon = icons[i] ?? ListChecks;
            return (
              <li
                key={point.title}
                className="flex gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:flex-col"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{point.title}</h3>
                  <p className="mt-1.5 text-sm leading-6 text-slate-600">{point.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 flex items-start gap-2 text-sm text-slate-600">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {m.note}
        </p>
      </div>
    </section>
  );
}

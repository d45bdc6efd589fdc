// All / Favorites / Rejected with counts (spec §2). The filter lives in the page; counts come from the server.
import type { Applicant, ApplicantCounts } from '@core/schemas/applicants';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';

export const FILTERS = ['all', 'favorites', 'rejected'] as const;
export type ApplicantFilter = (typeof FILTERS)[number];

export function matchesFilter(applicant: Applicant, filter: ApplicantFilter): boolean {
  if (filter === 'favorites') return applicant.status === 'favorite';
  if (filter === 'rejected') return applicant.status === 'rejected';
  return true;
}

export function ApplicantFilters({
  value,
  counts,
  onChange,
}: {
  value: ApplicantFilter;
  counts: ApplicantCounts;
  onChange: (f: ApplicantFilter) => void;
}) {
  const m = useMessages(applicantsMessages).applicants.filters;
  return (
    <div role="group" aria-label={m.label} className="mb-5 flex flex-wrap gap-2">
      {FILTERS.map((f) => (
        <button
          key={f}
          type="button"
          aria-pressed={value === f}
          onClick={() => onChange(f)}
          className={cn(
            'inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
            value === f
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {m[f]}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs',
              value === f ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
            )}
          >
            {counts[f]}
          </span>
        </button>
      ))}
    </div>
  );
}

// Applicants of one job as cards, filtered; or the empty state of that filter.
import { Users } from 'lucide-react';
import { placeName } from '@core/places';
import type { JobApplicants } from '@core/schemas/applicants';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';
import { ApplicantCard } from './applicant-card';
import { matchesFilter, type ApplicantFilter } from './applicant-filters';

export function ApplicantGrid({ data, filter }: { data: JobApplicants; filter: ApplicantFilter }) {
  const shown = data.applicants.filter((a) => matchesFilter(a, filter));
  if (shown.length === 0) return <EmptyApplicants filter={filter} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {shown.map((a) => (
        <li key={a.id}>
          <ApplicantCard applicant={a} place={placeName(data.job)} teamSize={data.teamSize} />
        </li>
      ))}
    </ul>
  );
}

export function EmptyApplicants({ filter }: { filter: ApplicantFilter }) {
  const m = useMessages(applicantsMessages).applicants.empty;
  const [title, description] = {
    all: [m.allTitle, m.allDescription],
    favorites: [m.favoritesTitle, m.favoritesDescription],
    rejected: [m.rejectedTitle, m.rejectedDescription],
  }[filter];
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        aria-hidden="true"
      >
        <Users className="size-6" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{description}</p>
    </Card>
  );
}

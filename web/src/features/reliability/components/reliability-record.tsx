// The reliability record (issue 39) as hosts see a cleaner's and cleaners see a host's: the last
// 12 months and since joining, counted by the server from what happened (core/reliability.ts),
// shown from the first offer or turnover.
import { hasCleanerHistory, hasHostHistory, type ReliabilityFigures } from '@core/reliability';
import { format } from '@core/messages/format';
import type { ReliabilityRecord as Record } from '@core/schemas/reliability';
import { type Messages, plural, useMessages } from '@web/lib/i18n';
import { reliabilityMessages } from '@web/lib/messages/reliability';

type Texts = Messages['reliability'];

function cleanerParts(f: ReliabilityFigures, m: Texts): string[] {
  return [
    plural(m.completed, f.completed),
    format(m.onTime, { onTime: f.onTimeStarts, starts: f.starts }),
    format(m.answered, { answered: f.answeredInTime, offers: f.answeredInTime + f.lapsed }),
    format(m.confirmedDeclined, { confirmed: f.confirmed, declined: f.declined }),
    plural(m.lapsed, f.lapsed),
    plural(m.cancelled, f.cancelledAfterConfirming, { late: f.cancelledLate }),
    plural(m.noShows, f.noShows, { contested: f.noShowsContested }),
  ];
}

function hostParts(f: ReliabilityFigures, m: Texts): string[] {
  return [
    plural(m.hostCancelled, f.hostCancelledLate),
    plural(m.noShowsMarked, f.noShowsMarked, { contested: f.noShowsMarkedContested }),
  ];
}

/** A cleaner's record (applicant cards, the team, open-turnover requests) or a host's (where cleaners see a host). */
export function ReliabilityRecord({ record, of }: { record: Record; of: 'cleaner' | 'host' }) {
  const m = useMessages(reliabilityMessages).reliability;
  const any = of === 'cleaner' ? hasCleanerHistory(record.total) : hasHostHistory(record.total);
  const parts = of === 'cleaner' ? cleanerParts : hostParts;
  const same = JSON.stringify(record.recent) === JSON.stringify(record.total);
  const spans = same ? (['recent'] as const) : (['recent', 'total'] as const);
  const label = (span: 'recent' | 'total') => (same ? m.recentIsAll : span === 'recent' ? m.recent : m.total);
  return (
    <div className="mt-2 text-xs text-slate-600" data-testid={`reliability-${of}`}>
      <p className="font-semibold text-slate-700">{of === 'cleaner' ? m.cleanerTitle : m.hostTitle}</p>
      {any ? (
        <dl className="mt-0.5 space-y-0.5">
          {spans.map((span) => (
            <div key={span}>
              <dt className="inline font-medium text-slate-700">{label(span)}: </dt>
              <dd className="inline">{parts(record[span], m).join(' · ')}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-0.5">{of === 'cleaner' ? m.noCleanerHistory : m.noHostHistory}</p>
      )}
    </div>
  );
}

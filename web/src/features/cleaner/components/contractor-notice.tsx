// The notice above My Applications: how hosts reach cleaners, and independent-contractor status.
import { Info } from 'lucide-react';
import { useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';

export function ContractorNotice() {
  const m = useMessages(cleanerMessages).cleaner.applications;
  return (
    <aside
      aria-labelledby="contractor-notice-title"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-4 text-sm text-brand-900 sm:px-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="space-y-1.5">
        <h2 id="contractor-notice-title" className="font-semibold">
          {m.noticeTitle}
        </h2>
        <p>{m.noticeBody}</p>
        <p>{m.noticeContractor}</p>
      </div>
    </aside>
  );
}

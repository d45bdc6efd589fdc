// Shown on /browse-jobs to a cleaner who is not highlighted: the Highlight plan, on /cleaner/billing.
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n';

export function HighlightBanner() {
  const m = useMessages().cleaner.browse;
  return (
    <section
      aria-labelledby="highlight-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-gradient-to-r from-brand-800 to-brand-700 px-5 py-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-6 shrink-0 text-accent-400" aria-hidden="true" />
        <div>
          <h2 id="highlight-title" className="font-semibold">
            {m.highlightTitle}
          </h2>
          <p className="mt-1 text-sm text-brand-50">{m.highlightBody}</p>
        </div>
      </div>
      <Button asChild variant="accent" className="shrink-0">
        <Link to="/cleaner/billing">{m.highlightCta}</Link>
      </Button>
    </section>
  );
}

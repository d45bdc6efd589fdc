// /highlight/success (spec §2): where the Highlight checkout returns. Only a landing page: it grants
// nothing, and for a signed-in cleaner it says what the server knows (highlighted or still being
// confirmed), never more. The button is the reader's next step: Browse Jobs for a signed-in cleaner,
// the dashboard for a host, the cleaner sign-up for an account without a profile, and the spec's
// 'Log In to Apply for Jobs' for a visitor.
import { CheckCircle2, Search, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { billingMessages } from '@web/lib/messages/billing';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '@web/features/auth';
import { useBillingStatus } from '../api/get-subscription';

/** How long to wait for the provider's event before saying it is still being confirmed. */
const CONFIRM_WINDOW_MS = 30_000;

export default function HighlightSuccessPage() {
  const m = useMessages(billingMessages).billing.highlightSuccess;
  usePageTitle(m.pageTitle);
  const session = useSession();
  const isCleaner = session.role === 'cleaner';

  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center px-4 py-12 sm:py-20">
      <Card className="p-6 text-center sm:p-8">
        <span
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700 ring-1 ring-green-200"
          aria-hidden="true"
        >
          <CheckCircle2 className="size-8" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
        <p className="mt-2 text-slate-700">{m.description}</p>
        {isCleaner && <HighlightState />}
        <div className="mt-6 flex flex-col gap-3">
          {session.loading ? null : isCleaner ? (
            <Button asChild size="lg">
              <Link to="/browse-jobs">
                <Search className="size-4" aria-hidden="true" />
                {m.browseJobs}
              </Link>
            </Button>
          ) : session.role === 'host' ? (
            <Button asChild size="lg">
              <Link to="/host/dashboard">{m.hostDashboard}</Link>
            </Button>
          ) : session.user ? (
            <Button asChild size="lg">
              <Link to="/cleaner/signup">{m.completeProfile}</Link>
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to="/login">{m.login}</Link>
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function HighlightState() {
  const m = useMessages(billingMessages).billing.highlightSuccess;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);
  const billing = useBillingStatus({ pollWhile: (status) => !gaveUp && !status?.isHighlighted });
  const highlighted = billing.data?.isHighlighted ?? false;

  return (
    <div className="mt-5 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700" aria-live="polite">
      {highlighted ? (
        <p className="flex items-start justify-center gap-2 font-medium text-brand-900">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden="true" />
          {m.active}
        </p>
      ) : gaveUp || billing.isError ? (
        <p>{m.pending}</p>
      ) : (
        <Spinner label={m.confirming} showLabel className="justify-center" />
      )}
    </div>
  );
}

// The private .ics link of turnovers: subscribe in Google Calendar or Apple Calendar (issue 37), copy
// it to paste elsewhere, and 'Reset link'. While the link loads, its field and buttons keep their place.
import { CalendarPlus, Copy, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useFeedLink, useResetFeedLink, type FeedOwner } from '../api/feed-links';
import { googleCalendarSubscribeUrl, webcalUrl } from '../calendar-links';
import { describeFailure } from '../errors';
import { ConfirmDialog } from './dialogs';

export function FeedLink({ owner, description }: { owner: FeedOwner; description: string }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.feed;
  const apps = messages.turnovers.words.feed;
  const labels = owner.kind === 'cleaner' ? messages.turnovers.schedule : messages.turnovers.hostPage;
  const link = useFeedLink(owner);
  const reset = useResetFeedLink(owner);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success({ title: m.copied });
    } catch {
      // Without clipboard access the field below is selectable by hand.
    }
  };

  return (
    <Card className="p-4 sm:p-5" data-testid="feed-link">
      <h2 className="text-base font-semibold text-slate-900">{m.heading}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {link.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {m.loading}
          </p>
          <Skeleton className="mt-3 h-5 w-40" />
          <Skeleton className="mt-1.5 h-11 w-full" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Skeleton className="h-9 w-40" />
            <Skeleton className="h-9 w-36" />
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-9 w-28" />
          </div>
          <Skeleton className="mt-3 h-10 w-full" />
        </div>
      ) : link.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {m.failed}
        </p>
      ) : (
        <>
          <label className="mt-3 block text-sm font-medium text-slate-800" htmlFor={`feed-${owner.kind}`}>
            {m.linkLabel}
          </label>
          <input
            id={`feed-${owner.kind}`}
            readOnly
            value={link.data}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a
                href={googleCalendarSubscribeUrl(link.data)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={apps.googleLabel}
                data-testid="subscribe-google"
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                {apps.google}
              </a>
            </Button>
            <Button asChild size="sm">
              <a href={webcalUrl(link.data)} aria-label={apps.appleLabel} data-testid="subscribe-apple">
                <CalendarPlus className="size-4" aria-hidden="true" />
                {apps.apple}
              </a>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void copy(link.data)}>
              <Copy className="size-4" aria-hidden="true" />
              {m.copy}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setError(undefined);
                setConfirming(true);
              }}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {labels.resetLink}
            </Button>
          </div>
          <p className="mt-3 text-xs text-slate-600">{apps.hint}</p>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.resetTitle}
        description={m.resetDescription}
        error={error}
        cancelLabel={m.keep}
        confirmLabel={m.resetConfirm}
        busyLabel={m.resetting}
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify.success({ title: m.resetDone });
            },
            onError: (err) => setError(describeFailure(err, messages).message),
          })
        }
      />
    </Card>
  );
}

// /dev/mailbox: the emails the app has written, for trying sign-up and password reset locally
// without a mail server. Not part of the product; the API refuses it in production.
import { ArrowLeft, Inbox, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { MailboxMessage } from '@core/schemas/system';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { usePageTitle } from '@web/lib/use-page-title';
import { useMailbox } from '../api/get-mailbox';
import { usePublicConfig } from '@web/lib/public-config';
import { EmailReader } from '../components/email-reader';
import { EmailTime, KindBadge } from '../components/email-meta';

export default function MailboxPage() {
  const m = useMessages(authMessages).auth.devMailbox;
  usePageTitle(m.pageTitle);
  const config = usePublicConfig();
  const available = config.data?.devMailbox === true;
  const mailbox = useMailbox(available);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const messages = mailbox.data ?? [];
  const selected = messages.find((msg) => msg.id === selectedId);

  const select = (id: string | null) => setParams(id ? { id } : {}, { preventScrollReset: true });

  let content;
  if (config.isPending || (available && mailbox.isPending)) {
    content = (
      <Card className="flex justify-center px-6 py-16">
        <Spinner label={m.loading} showLabel />
      </Card>
    );
  } else if (!available || (mailbox.error instanceof ApiRequestError && mailbox.error.code === 'NOT_FOUND')) {
    content = <Notice title={m.unavailableTitle} text={m.unavailable} />;
  } else if (mailbox.isError) {
    content = <Notice title={m.loadError} text={mailbox.error.message} />;
  } else if (messages.length === 0) {
    content = <Notice title={m.empty} text={m.emptyHint} />;
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className={cn('overflow-hidden', selected && 'hidden lg:block')}>
          <MessageList messages={messages} selectedId={selected?.id} onSelect={select} />
        </Card>
        <div className={cn('min-w-0', !selected && 'hidden lg:block')}>
          {selected && (
            <Button variant="ghost" size="sm" className="-ml-3 mb-2 lg:hidden" onClick={() => select(null)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {m.backToList}
            </Button>
          )}
          <Card className="overflow-hidden">
            {selected ? (
              <EmailReader key={selected.id} message={selected} />
            ) : (
              <p className="px-6 py-16 text-center text-sm text-slate-600">{m.selectPrompt}</p>
            )}
          </Card>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
          <p className="mt-1.5 max-w-2xl text-sm leading-6 text-slate-600">{m.subtitle}</p>
        </div>
        {available && (
          <div className="flex items-center gap-3">
            <p className="flex items-center gap-2 text-xs text-slate-600">
              <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
              {m.autoRefresh}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
              <RefreshCw className={cn('size-4', mailbox.isFetching && 'animate-spin')} aria-hidden="true" />
              {mailbox.isFetching ? m.refreshing : m.refresh}
            </Button>
          </div>
        )}
      </div>
      {content}
    </div>
  );
}

function MessageList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: MailboxMessage[];
  selectedId?: string;
  onSelect: (id: string) => void;
}) {
  const m = useMessages(authMessages).auth.devMailbox;
  return (
    <>
      <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold text-slate-700">
        {m.listLabel}{' '}
        <span className="font-normal text-slate-500">
          ({messages.length === 1 ? m.countOne : format(m.count, { count: messages.length })})
        </span>
      </h2>
      <ul className="divide-y divide-slate-100">
        {messages.map((msg) => {
          const current = msg.id === selectedId;
          return (
            <li key={msg.id}>
              <button
                type="button"
                onClick={() => onSelect(msg.id)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'block w-full px-4 py-3 text-left transition-colors focus-visible:-outline-offset-2',
                  current ? 'bg-brand-50 shadow-[inset_3px_0_0] shadow-brand-600' : 'hover:bg-slate-50',
                )}
              >
                <span className="line-clamp-2 text-sm font-semibold text-slate-900">{msg.subject}</span>
                <span className="mt-0.5 block truncate text-sm text-slate-600">{msg.to}</span>
                <span className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <EmailTime createdAt={msg.createdAt} className="text-xs text-slate-500" />
                  <KindBadge kind={msg.kind} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Card className="px-6 py-14 text-center">
      <span
        className="inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500"
        aria-hidden="true"
      >
        <Inbox className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-1.5 max-w-md text-sm leading-6 text-slate-600">{text}</p>
    </Card>
  );
}

// One email of the development mailbox: its text with working links, or its HTML in a sandbox.
import { useState } from 'react';
import type { MailboxMessage } from '@core/schemas/system';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { EmailTime, KindBadge, StatusBadge } from './email-meta';
import { LinkifiedText } from './linkified-text';

type View = 'text' | 'html';

/**
 * The email's own HTML, shown in an iframe that may run no script and reach nothing of this page.
 * Its links open in a new tab, as they would from a mail client.
 */
const htmlDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body style="margin:0">${html}</body></html>`;

export function EmailReader({ message }: { message: MailboxMessage }) {
  const m = useMessages(authMessages).auth.devMailbox;
  const [view, setView] = useState<View>('text');

  return (
    <article aria-labelledby="mail-subject" className="min-w-0">
      <header className="border-b border-slate-200 px-5 py-4 sm:px-6">
        <h2 id="mail-subject" className="text-lg font-semibold leading-7 text-slate-900 break-words">
          {message.subject}
        </h2>
        <dl className="mt-2 grid gap-1 text-sm text-slate-600">
          <div className="flex min-w-0 gap-1.5">
            <dt className="font-medium text-slate-700">{m.to}:</dt>
            <dd className="min-w-0 break-all">{message.to}</dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <EmailTime createdAt={message.createdAt} />
          <KindBadge kind={message.kind} />
          <StatusBadge status={message.status} />
        </div>
        <div role="group" aria-label={m.viewLabel} className="mt-4 inline-flex rounded-lg bg-slate-100 p-1">
          {(['text', 'html'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium transition-colors',
                view === v ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {v === 'text' ? m.textView : m.htmlView}
            </button>
          ))}
        </div>
      </header>
      <div className="px-5 py-5 sm:px-6">
        {view === 'text' ? (
          <LinkifiedText text={message.text} />
        ) : (
          <iframe
            title={format(m.previewTitle, { subject: message.subject })}
            srcDoc={htmlDocument(message.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        )}
      </div>
    </article>
  );
}

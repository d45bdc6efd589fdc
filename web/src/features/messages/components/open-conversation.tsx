// /messages/new?job=&cleaner=&turnover=&date= (a 'Message' link, message-button.tsx): opens (or
// finds) the conversation with the other side (POST /api/conversations), then shows it in place of
// this address, the new message's subject (?job=&turnover=&date=) kept for the composer.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { OpenConversationInput } from '@core/schemas/messages';
import { BackLink } from '@web/components/ui/back-link';
import { LoadError } from '@web/components/ui/load-error';
import { PageSpinner } from '@web/components/ui/spinner';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useOpenConversation } from '../api/open-conversation';

export function OpenConversation() {
  const m = useMessages(conversationsMessages).conversations;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const started = useRef(false);
  const job = search.get('job') ?? '';
  const cleaner = search.get('cleaner');
  const turnover = search.get('turnover');

  useEffect(() => {
    // Once, though development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    const input: OpenConversationInput = turnover
      ? { turnoverId: turnover }
      : { jobId: job, ...(cleaner ? { cleanerId: cleaner } : {}) };
    open.mutate(input, {
      onSuccess: ({ conversation }) => {
        // The subject the composer starts with: what the link was beside.
        const about = new URLSearchParams(search);
        about.delete('cleaner');
        void navigate(`/messages/${encodeURIComponent(conversation.id)}?${about.toString()}`, { replace: true });
      },
    });
  }, [open, job, cleaner, turnover, search, navigate]);

  return (
    <div className="p-4">
      <BackLink to="/messages" className="lg:hidden">
        {m.thread.back}
      </BackLink>
      {open.isError ? (
        <LoadError message={format(m.openFailed, { reason: open.error.message })} retryLabel={m.thread.retry} />
      ) : (
        <PageSpinner label={m.opening} />
      )}
    </div>
  );
}

// The cleaner's turnover page: the quick replies as one-tap buttons that send about this turnover
// without leaving the page (the conversation with its host is opened, or found, on the first tap),
// and 'Message host' for anything else.
import { useRef, useState } from 'react';
import type { QuickReply } from '@core/message-rules';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { apiPost } from '@web/lib/api';
import type { SendMessageResponse } from '@core/schemas/messages';
import { useOpenConversation } from '../api/conversations';
import { sendRefusal } from '../send-errors';
import { MessageButton } from './message-button';
import { QuickReplyChips } from './quick-replies';

export function TurnoverQuickReplies({ turnoverId, jobId, date }: { turnoverId: string; jobId: string; date: string }) {
  const m = useMessages(conversationsMessages).conversations;
  const open = useOpenConversation();
  const conversation = useRef<string | null>(null);
  const [busy, setBusy] = useState<QuickReply | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (reply: QuickReply) => {
    setBusy(reply);
    setStatus(null);
    try {
      conversation.current ??= (await open.mutateAsync({ turnoverId })).conversation.id;
      await apiPost<SendMessageResponse>(`/conversations/${encodeURIComponent(conversation.current)}/messages`, {
        text: '',
        quickReply: reply,
        photoIds: [],
        about: { jobId, turnoverId },
        clientKey: crypto.randomUUID(),
      });
      setStatus({ ok: true, text: format(m.composer.quickReplySent, { text: m.quickReplies[reply] }) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : '';
      setStatus({
        ok: false,
        text: sendRefusal(err) === 'blocked' ? m.composer.blocked : format(m.composer.failed, { reason }),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="turnover-messages-heading" className="space-y-3">
      <h2 id="turnover-messages-heading" className="text-base font-semibold text-slate-900">
        {m.composer.quickRepliesLabel}
      </h2>
      <QuickReplyChips size="lg" busy={busy} onSend={(r) => void send(r)} className="grid grid-cols-2 sm:flex" />
      <p aria-live="polite" className="min-h-5 text-sm">
        {status && (
          <span
            className={status.ok ? 'font-medium text-green-800' : 'font-medium text-red-700'}
            data-testid="quick-reply-status"
          >
            {status.text}
          </span>
        )}
      </p>
      <MessageButton
        input={{ turnoverId }}
        about={{ jobId, turnoverId, date }}
        label="messageHost"
        className="w-full sm:w-auto"
        size="md"
      />
    </section>
  );
}

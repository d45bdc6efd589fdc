// The cleaner's turnover page: the quick replies as one-tap buttons that send about this turnover
// without leaving the page (the conversation with its host is opened, or found, on the first tap),
// and 'Message host' for anything else. Loaded with the turnover page only (entry-points.tsx).
import { useRef, useState } from 'react';
import type { QuickReply } from '@core/message-rules';
import type { OpenConversationResponse, SendMessageResponse } from '@core/schemas/messages';
import { apiPost } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { sendRefusal } from '../send-errors';
import { MessageButton } from './message-button';
import { QuickReplyChips } from './quick-replies';

export default function TurnoverQuickReplies({
  turnoverId,
  jobId,
  date,
}: {
  turnoverId: string;
  jobId: string;
  date: string;
}) {
  const m = useMessages(conversationsMessages).conversations;
  const conversation = useRef<string | null>(null);
  const [busy, setBusy] = useState<QuickReply | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (reply: QuickReply) => {
    setBusy(reply);
    setStatus(null);
    try {
      // Plain calls, not cache writes: nothing on this page shows the conversation.
      conversation.current ??= (
        await apiPost<OpenConversationResponse>('/conversations', { turnoverId })
      ).conversation.id;
      await apiPost<SendMessageResponse>(`/conversations/${encodeURIComponent(conversation.current)}/messages`, {
        text: '',
        quickReply: reply,
        photoIds: [],
        about: { jobId, turnoverId },
        clientKey: crypto.randomUUID(),
      });
      setStatus({ ok: true, text: format(m.turnoverReplies.sent, { text: m.quickReplies[reply] }) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : '';
      setStatus({
        ok: false,
        text: sendRefusal(err) === 'blocked' ? m.composer.blocked : format(m.turnoverReplies.failed, { reason }),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="turnover-messages-heading" className="space-y-3">
      <h2 id="turnover-messages-heading" className="text-base font-semibold text-slate-900">
        {m.turnoverReplies.heading}
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
      <MessageButton target={{ jobId, turnoverId, date }} label="messageHost" className="w-full sm:w-auto" size="md" />
    </section>
  );
}

// 'Message': opens (or finds) the conversation with the other side of a job or a turnover
// (POST /api/conversations), then shows it, with what the new message is about already chosen.
import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { OpenConversationInput } from '@core/schemas/messages';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useOpenConversation } from '../api/conversations';

/** What a new message in the conversation is about: the job, and maybe the turnover and its day. */
export type MessageAboutHint = { jobId: string; turnoverId?: string; date?: string };

/** /messages/{id} with ?job=&turnover=&date= (messages-page.tsx reads them). */
export function conversationPath(id: string, about?: MessageAboutHint): string {
  const q = new URLSearchParams();
  if (about) {
    q.set('job', about.jobId);
    if (about.turnoverId) q.set('turnover', about.turnoverId);
    if (about.date) q.set('date', about.date);
  }
  const qs = q.toString();
  return `/messages/${encodeURIComponent(id)}${qs ? `?${qs}` : ''}`;
}

export function MessageButton({
  input,
  about,
  label = 'message',
  name,
  variant = 'secondary',
  size = 'sm',
  className,
  onOpened,
}: {
  input: OpenConversationInput;
  about?: MessageAboutHint;
  /** The visible words: 'Message' (default) or 'Message host'. */
  label?: 'message' | 'messageHost';
  /** Whom it messages, for its accessible name where several sit on a page ('Message Maria'). */
  name?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Called once the conversation is open, before it is shown (the applicants page marks 'contacted'). */
  onOpened?: () => void;
}) {
  const m = useMessages(conversationsMessages).conversations.open;
  const open = useOpenConversation();
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={name ? format(m.messageLabel, { name }) : undefined}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(input, {
          onSuccess: ({ conversation }) => {
            onOpened?.();
            void navigate(conversationPath(conversation.id, about));
          },
          onError: (err) => notify.error({ title: format(m.failed, { reason: err.message }) }),
        })
      }
    >
      {open.isPending ? (
        <BusyLabel>{m.opening}</BusyLabel>
      ) : (
        <>
          <MessageSquare className="size-4" aria-hidden="true" />
          {m[label]}
        </>
      )}
    </Button>
  );
}

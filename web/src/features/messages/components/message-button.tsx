// 'Message' beside a person, a job or a turnover: a link to /messages/new with what it is about,
// where the messages page opens (or finds) the conversation (POST /api/conversations) and shows it
// with the new message's subject already chosen. A plain link, so the pages that show it load
// nothing of messages but these few lines (and it opens in a new tab like any link).
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { messageLinksMessages } from '@web/lib/messages/message-links';

/**
 * Whom and what about: a host names the job and the cleaner; a cleaner names the job, or the
 * turnover (with its job and day, for the new message's subject).
 */
export type MessageTarget = { jobId: string; cleanerId?: string; turnoverId?: string; date?: string };

/** /messages/new?job=&cleaner=&turnover=&date= (pages/messages-page.tsx opens the conversation). */
export function newConversationPath(target: MessageTarget): string {
  const q = new URLSearchParams({ job: target.jobId });
  if (target.cleanerId) q.set('cleaner', target.cleanerId);
  if (target.turnoverId) q.set('turnover', target.turnoverId);
  if (target.date) q.set('date', target.date);
  return `/messages/new?${q.toString()}`;
}

export function MessageButton({
  target,
  label = 'message',
  name,
  variant = 'secondary',
  size = 'sm',
  className,
  onClick,
}: {
  target: MessageTarget;
  /** The visible words: 'Message' (default) or 'Message host'. */
  label?: 'message' | 'messageHost';
  /** Whom it messages, for its accessible name where several sit on a page ('Message Maria'). */
  name?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** Before it leaves the page (the applicants page marks the applicant 'contacted'). */
  onClick?: () => void;
}) {
  const m = useMessages(messageLinksMessages).messageLinks;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link
        to={newConversationPath(target)}
        aria-label={name ? format(m.messageLabel, { name }) : undefined}
        onClick={onClick}
      >
        <MessageSquare className="size-4" aria-hidden="true" />
        {m[label]}
      </Link>
    </Button>
  );
}

// The quick replies as one-tap chips ('On my way', 'Running 15 minutes late', 'Done', 'Need
// supplies'), each sent at once with its own clientKey; the reader sees the words of their language.
import { QUICK_REPLIES, type QuickReply } from '@core/message-rules';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';

export function QuickReplyChips({
  onSend,
  disabled,
  busy,
  size = 'sm',
  className,
}: {
  onSend: (reply: QuickReply) => void;
  disabled?: boolean;
  /** The reply being sent (its chip says so). */
  busy?: QuickReply | null;
  /** 'lg': the turnover page's full-width buttons for a thumb. */
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const m = useMessages(conversationsMessages).conversations;
  return (
    <div role="group" aria-label={m.composer.quickRepliesLabel} className={cn('flex flex-wrap gap-2', className)}>
      {QUICK_REPLIES.map((reply) => (
        <button
          key={reply}
          type="button"
          disabled={disabled || !!busy}
          aria-busy={busy === reply || undefined}
          onClick={() => onSend(reply)}
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full border border-brand-200 bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60',
            size === 'lg'
              ? 'min-h-11 px-3 py-1 text-center text-sm leading-tight'
              : 'min-h-10 whitespace-nowrap px-3 text-sm sm:min-h-9',
          )}
        >
          {m.quickReplies[reply]}
        </button>
      ))}
    </div>
  );
}

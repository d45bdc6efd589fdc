// One conversation: who it is with, a filter by job, the messages oldest to newest ('Load earlier'
// pages back), each labelled with the job or turnover it is about, system lines as centred lines,
// photos, 'Seen' under the reader's last seen message, and the composer. Messages from the other
// side are marked seen while the conversation is on screen and the tab is visible.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ConversationSummary, Message } from '@core/schemas/messages';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { cn } from '@web/components/ui/cn';
import { QueryState } from '@web/components/ui/query-state';
import { PageSpinner } from '@web/components/ui/spinner';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { threadMessages, useMarkSeen, useThread } from '../api/thread';
import { aboutLabel, lastSeenOwnMessage, messageText, newestFromOther } from '../render';
import { Avatar } from './avatar';
import { Composer, type OpenedFrom } from './composer';
import { ConversationMenu } from './conversation-menu';
import { formatMessageTime } from './message-time';
import { MessagePhotos } from './message-photos';

const subscribeVisibility = (cb: () => void) => {
  document.addEventListener('visibilitychange', cb);
  return () => document.removeEventListener('visibilitychange', cb);
};
const useTabVisible = () =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );

export function ConversationView({
  id,
  summary,
  from,
}: {
  id: string;
  /** The list's copy of the conversation (fresher after a live event) while the thread loads. */
  summary: ConversationSummary | undefined;
  from: OpenedFrom;
}) {
  const m = useMessages(conversationsMessages).conversations;
  const [jobFilter, setJobFilter] = useState<string | null>(null);
  const thread = useThread(id, jobFilter);
  const messages = threadMessages(thread.data);
  // The list's summary follows live events (blocks, settings); the thread's first page is the fallback.
  const conversation = summary ?? thread.data?.pages[0]?.conversation;
  const visible = useTabVisible();
  const markSeen = useMarkSeen(id);
  const marked = useRef<string | null>(null);
  const newest = newestFromOther(messages);

  useEffect(() => {
    if (!newest || !visible || marked.current === newest.id) return;
    marked.current = newest.id;
    markSeen.mutate(newest.id);
  }, [newest, visible, markSeen]);

  const back = (
    <BackLink to="/messages" className="lg:hidden">
      {m.thread.back}
    </BackLink>
  );

  if (!conversation) {
    return (
      <div className="p-4">
        {back}
        {(thread.isPending || thread.isError) && (
          <QueryState query={thread} texts={m.thread} describe={(err) => (err instanceof Error ? err.message : '')} />
        )}
      </div>
    );
  }

  const other = conversation.other;
  return (
    <section className="flex h-full min-h-0 flex-col" aria-labelledby="conversation-heading">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 sm:px-4">
        <div className="lg:hidden">{back}</div>
        <Avatar name={other.name} photoUrl={other.photoUrl} className="size-9" />
        <div className="min-w-0 flex-1">
          <h2 id="conversation-heading" className="truncate text-base font-semibold text-slate-900">
            {other.name}
          </h2>
          <p className="truncate text-xs text-slate-600">{conversation.hired ? m.thread.hired : m.thread.notHired}</p>
        </div>
        <ConversationMenu conversation={conversation} />
      </header>
      {conversation.jobs.length > 1 && (
        <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-2 sm:px-4">
          <label htmlFor="conversation-filter" className="text-sm font-medium text-slate-700">
            {m.thread.filter}
          </label>
          <select
            id="conversation-filter"
            value={jobFilter ?? ''}
            onChange={(e) => setJobFilter(e.target.value || null)}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:flex-none"
          >
            <option value="">{m.thread.allJobs}</option>
            {conversation.jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <MessageScroller
        conversation={conversation}
        messages={messages}
        pending={thread.isPending}
        error={thread.isError ? thread : null}
        hasEarlier={thread.hasNextPage}
        loadingEarlier={thread.isFetchingNextPage}
        onLoadEarlier={() => void thread.fetchNextPage()}
      />
      {(conversation.blockedByMe || conversation.blockedByOther) && (
        <p className="border-t border-slate-200 bg-amber-50 px-4 py-2 text-sm text-amber-950" role="status">
          {format(conversation.blockedByMe ? m.thread.blockedByMe : m.thread.blockedByOther, { name: other.name })}
        </p>
      )}
      <Composer key={conversation.id} conversation={conversation} from={from} />
    </section>
  );
}

function MessageScroller({
  conversation,
  messages,
  pending,
  error,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: {
  conversation: ConversationSummary;
  messages: Message[];
  pending: boolean;
  error: { isPending: boolean; error: unknown; refetch: () => unknown } | null;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
}) {
  const m = useMessages(conversationsMessages).conversations;
  const box = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef<{ firstId?: string; height: number }>({ height: 0 });
  const seenId = lastSeenOwnMessage(messages);

  // New messages at the end keep the view at the bottom when it was there (or the reader sent one);
  // older ones loaded above keep what was on screen in place.
  const lastFromMe = messages.at(-1)?.fromMe ?? false;
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = previous.current;
    if (prev.firstId && firstId !== prev.firstId && el.scrollHeight > prev.height)
      el.scrollTop += el.scrollHeight - prev.height;
    else if (stuck.current || lastFromMe) el.scrollTop = el.scrollHeight;
    previous.current = { firstId, height: el.scrollHeight };
  }, [firstId, lastId, lastFromMe]);

  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget;
        stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        previous.current.height = el.scrollHeight;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-3 sm:px-4"
      data-testid="message-scroller"
    >
      {pending ? (
        <PageSpinner label={m.thread.loading} />
      ) : error ? (
        <QueryState query={error} texts={m.thread} describe={(err) => (err instanceof Error ? err.message : '')} />
      ) : (
        <>
          {hasEarlier && (
            <div className="mb-3 flex justify-center">
              <Button size="sm" variant="secondary" onClick={onLoadEarlier} disabled={loadingEarlier}>
                {loadingEarlier ? <BusyLabel>{m.thread.loadingEarlier}</BusyLabel> : m.thread.loadEarlier}
              </Button>
            </div>
          )}
          {messages.length === 0 && <p className="py-10 text-center text-sm text-slate-600">{m.thread.empty}</p>}
          <ol className="space-y-3" aria-live="polite" aria-relevant="additions" data-testid="messages">
            {messages.map((msg) => (
              <MessageItem key={msg.id} message={msg} conversation={conversation} seen={msg.id === seenId} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function MessageItem({
  message,
  conversation,
  seen,
}: {
  message: Message;
  conversation: ConversationSummary;
  seen: boolean;
}) {
  const m = useMessages(conversationsMessages).conversations;
  const words = messageText(message, conversation.other, m);
  const about = aboutLabel(message.about, m);
  const when = formatMessageTime(message.createdAt);

  if (message.kind === 'system') {
    return (
      <li className="flex justify-center" data-message-id={message.id} data-kind="system">
        <p className="max-w-[90%] rounded-full bg-slate-200/70 px-3 py-1 text-center text-xs font-medium text-slate-700">
          {words}
          <span className="text-slate-600">
            {' · '}
            <time dateTime={message.createdAt}>{when}</time>
          </span>
        </p>
      </li>
    );
  }

  const mine = message.fromMe;
  return (
    <li
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
      data-message-id={message.id}
      data-kind="text"
      data-from-me={mine}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%]',
          mine ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200',
        )}
      >
        <span className="sr-only">{mine ? m.thread.you : conversation.other.name}: </span>
        {about && (
          <p
            className={cn('mb-0.5 text-xs font-semibold', mine ? 'text-brand-100' : 'text-brand-800')}
            data-testid="message-about"
          >
            {about}
          </p>
        )}
        {words && (
          <p className={cn('whitespace-pre-wrap break-words text-sm', message.quickReply && 'font-semibold')}>
            {words}
          </p>
        )}
        <MessagePhotos
          photos={message.photos}
          alt={format(m.thread.photoAlt, { name: mine ? m.thread.you : conversation.other.name, time: when })}
          className={words ? 'mt-1.5' : undefined}
        />
      </div>
      <p className="mt-0.5 px-1 text-xs text-slate-600">
        <time dateTime={message.createdAt}>{when}</time>
        {seen && (
          <span data-testid="message-seen">
            {' · '}
            {m.thread.seen}
          </span>
        )}
      </p>
    </li>
  );
}

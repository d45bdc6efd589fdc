// /messages and /messages/{id} (issue 40), for hosts and cleaners: the conversations, newest
// first, and one conversation. On a phone one column each (the list at /messages, the conversation
// at /messages/{id} with a way back); on a desktop the list beside the open conversation.
// /messages/new opens a conversation from a 'Message' link; ?job=&turnover=&date= say what a new
// message is about.
import { MessageSquare } from 'lucide-react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { QueryState } from '@web/components/ui/query-state';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { usePageTitle } from '@web/lib/use-page-title';
import { signInReturningTo, useSession } from '@web/features/auth';
import { useConversations } from '../api/conversations';
import { useLiveMessages } from '../api/live';
import type { OpenedFrom } from '../components/composer';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { OpenConversation } from '../components/open-conversation';

export default function MessagesPage() {
  const session = useSession();
  const location = useLocation();
  const loading = useMessages().layout.loadingPage;
  if (session.loading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={loading} />
      </div>
    );
  if (!session.user)
    return <Navigate to={signInReturningTo('/login', `${location.pathname}${location.search}`)} replace />;
  return <Messages userId={session.user.id} role={session.role} />;
}

function Messages({ userId, role }: { userId: string; role: 'host' | 'cleaner' | null }) {
  const m = useMessages(conversationsMessages).conversations;
  usePageTitle(m.title);
  useLiveMessages(userId);
  const { id = null } = useParams();
  const [search] = useSearchParams();
  const list = useConversations();
  const conversations = list.data?.conversations ?? [];
  const summary = id ? conversations.find((c) => c.id === id) : undefined;
  const job = search.get('job');
  const from: OpenedFrom = job
    ? {
        jobId: job,
        ...(search.get('turnover') ? { turnoverId: search.get('turnover')! } : {}),
        ...(search.get('date') ? { date: search.get('date')! } : {}),
      }
    : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-0 sm:px-6 lg:py-6">
      <h1
        className={cn(
          'px-4 pt-6 text-2xl font-bold tracking-tight text-slate-900 sm:px-0 lg:pt-0',
          id && 'sr-only lg:not-sr-only',
        )}
      >
        {m.title}
      </h1>
      <div
        className={cn(
          'grid h-[calc(100dvh-4rem)] grid-cols-1 overflow-hidden bg-white sm:rounded-xl sm:border sm:border-slate-200 lg:mt-4 lg:h-[calc(100dvh-10rem)] lg:min-h-[32rem] lg:grid-cols-[20rem_1fr]',
          !id && 'mt-3',
        )}
      >
        <nav
          aria-label={m.list.heading}
          className={cn(
            'min-h-0 min-w-0 overflow-y-auto lg:border-r lg:border-slate-200',
            id ? 'hidden lg:block' : 'block',
          )}
        >
          {list.isPending || list.isError ? (
            <QueryState query={list} texts={m.list} describe={(err) => (err instanceof Error ? err.message : '')} />
          ) : conversations.length === 0 ? (
            <div className="px-6 py-12 text-center">
              <MessageSquare className="mx-auto size-8 text-slate-400" aria-hidden="true" />
              <p className="mt-2 font-semibold text-slate-900">{m.list.empty}</p>
              <p className="mt-1 text-sm text-slate-600">{role === 'host' ? m.list.emptyHost : m.list.emptyCleaner}</p>
            </div>
          ) : (
            <ConversationList conversations={conversations} activeId={id} />
          )}
        </nav>
        <div className={cn('min-h-0 min-w-0', id ? 'block' : 'hidden lg:block')}>
          {id === 'new' ? (
            <OpenConversation />
          ) : id ? (
            <ConversationView key={id} id={id} summary={summary} from={from} />
          ) : (
            <p className="flex h-full items-center justify-center px-6 text-sm text-slate-600">
              {m.thread.noneSelected}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

// The emails in the development outbox, newest first, polled while the mailbox page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '../../../../../core/schemas/system';
import { apiGet } from '../../../lib/api';

export const MAILBOX_REFRESH_MS = 5000;

export const mailboxQueryOptions = queryOptions({
  queryKey: ['dev-mailbox'],
  queryFn: async () => {
    const { messages } = await apiGet<{ messages: MailboxMessage[] }>('/dev/mailbox');
    return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  staleTime: 0,
});

export function useMailbox(enabled: boolean) {
  return useQuery({ ...mailboxQueryOptions, enabled, refetchInterval: MAILBOX_REFRESH_MS });
}

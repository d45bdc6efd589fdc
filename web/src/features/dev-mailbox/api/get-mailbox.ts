// The emails in the development outbox, newest first, polled while the mailbox page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MailboxResponse } from '@core/schemas/system';
import { apiGet } from '@web/lib/api';

export const MAILBOX_REFRESH_MS = 5000;

export const mailboxKey = ['dev-mailbox'] as const;

export const mailboxQuery = () =>
  queryOptions({
    queryKey: mailboxKey,
    queryFn: async () => {
      const { messages } = await apiGet<z.infer<typeof MailboxResponse>>('/dev/mailbox');
      return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    staleTime: 0,
  });

export const useMailbox = (enabled: boolean) =>
  useQuery({ ...mailboxQuery(), enabled, refetchInterval: MAILBOX_REFRESH_MS });

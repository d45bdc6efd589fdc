// POST /api/conversations: opens (or finds) the conversation with the other side of a job or a
// turnover. Apart from the other calls, so the pages with a 'Message' button load only this.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationsResponse, OpenConversationInput, OpenConversationResponse } from '@core/schemas/messages';
import { apiPost } from '@web/lib/api';
import { conversationsKey } from './keys';

export function useOpenConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenConversationInput) => apiPost<OpenConversationResponse>('/conversations', input),
    onSuccess: ({ conversation }) => {
      qc.setQueryData<ConversationsResponse>(conversationsKey, (old) =>
        old && !old.conversations.some((c) => c.id === conversation.id)
          ? { ...old, conversations: [conversation, ...old.conversations] }
          : old,
      );
    },
  });
}

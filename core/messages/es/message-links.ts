// The 'Message' links other pages show beside a person, a job or a turnover (issue 40). Apart from
// the conversations' texts (conversations.ts), so those pages do not download the whole catalog.
import type { Widen } from '../widen';
import type { messageLinks as english } from '../en/message-links';
export const messageLinks: Widen<typeof english> = {
  message: 'Message',
  messageLabel: 'Message {name}',
  messageHost: 'Message host',
} as const;

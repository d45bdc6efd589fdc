// The Spanish text of the 'Message' links other pages show beside a person, a job or a turnover
// (issue 40). Apart from the conversations' texts (conversations.ts), so those pages do not download
// the whole catalog.
import type { Widen } from '../widen';
import type { messageLinks as english } from '../en/message-links';
export const messageLinks: Widen<typeof english> = {
  message: 'Enviar mensaje',
  messageLabel: 'Enviar mensaje a {name}',
  messageHost: 'Enviar mensaje al anfitrión',
} as const;

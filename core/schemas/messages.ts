// Contracts of messages (issue 40): one conversation per host and cleaner, each message about a job
// or a turnover, the turnover's events as system lines, photos, read receipts, blocking, reporting.
// The rules without zod (limits, quick replies, what counts as contact details or an access code)
// are in core/message-rules.ts, so the composer checks as people type without downloading zod.
import { z } from 'zod';
import { MESSAGE_MAX, MESSAGE_PHOTOS_MAX, QUICK_REPLIES, SYSTEM_EVENTS } from '../message-rules';
import { PhotoRef } from './playbook';

export { MESSAGE_MAX, MESSAGE_PHOTOS_MAX, QUICK_REPLIES, SYSTEM_EVENTS } from '../message-rules';

/** The other side of a conversation, as the reader sees them. */
export const ConversationPerson = z.object({
  /** Their profile's id (a host profile or a cleaner profile). */
  id: z.string(),
  role: z.enum(['host', 'cleaner']),
  name: z.string(),
  /** Their profile photo, if any. */
  photoUrl: z.string().nullable(),
});
export type ConversationPerson = z.infer<typeof ConversationPerson>;

/** What a message is about: a job, and on it, maybe one turnover. Null: the conversation in general. */
export const MessageAbout = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  turnoverId: z.string().nullable(),
  /** The turnover's local date (YYYY-MM-DD, the property's zone), when it is about one. */
  turnoverDate: z.string().nullable(),
});
export type MessageAbout = z.infer<typeof MessageAbout>;

export const Message = z.object({
  id: z.string(),
  /** 'text': written by a person; 'system': a turnover's event, rendered in the reader's language. */
  kind: z.enum(['text', 'system']),
  /** Written by the reader (always false for system lines). */
  fromMe: z.boolean(),
  /** The words as written (plain text, never HTML); '' for a system line or a quick reply. */
  text: z.string(),
  /** A quick reply: the reader's catalog gives its words (so each side reads it in their language). */
  quickReply: z.enum(QUICK_REPLIES).nullable(),
  /** A system line's event (with `about` naming the turnover). */
  event: z.enum(SYSTEM_EVENTS).nullable(),
  photos: z.array(PhotoRef),
  about: MessageAbout.nullable(),
  createdAt: z.string(),
  /** The reader's own message: when the other side saw it ('Seen'); null until then. */
  seenAt: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const ConversationSummary = z.object({
  id: z.string(),
  other: ConversationPerson,
  /** The newest message (system lines included), or null for a conversation just opened. */
  last: Message.nullable(),
  /** Messages from the other side the reader has not seen. */
  unreadCount: z.number().int(),
  /** Whether a hire joins them (a hired application or a place on a team): contact details are fine. */
  hired: z.boolean(),
  /** The reader blocked the other side / was blocked by them: nothing new can be sent either way. */
  blockedByMe: z.boolean(),
  blockedByOther: z.boolean(),
  /** The reader's choice for this conversation: an email when a message stays unread 15 minutes. */
  emailWhenAway: z.boolean(),
  /** The jobs the conversation's messages are about (for the filter), newest first. */
  jobs: z.array(z.object({ id: z.string(), title: z.string() })),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** GET /api/conversations: newest first. */
export const ConversationsResponse = z.object({
  conversations: z.array(ConversationSummary),
  unreadTotal: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponse>;

/** GET /api/messages/unread: the header's count. */
export const UnreadResponse = z.object({ unreadTotal: z.number().int() });
export type UnreadResponse = z.infer<typeof UnreadResponse>;

/**
 * POST /api/conversations: opens (or finds) the conversation with the other side of a job or a
 * turnover. A host names the job and the cleaner (an applicant, a team member); a cleaner names the
 * job (one they applied to or are on the team of) or the turnover; the host is its owner.
 */
export const OpenConversationInput = z.union([
  z.object({ turnoverId: z.uuid() }),
  z.object({ jobId: z.uuid(), cleanerId: z.uuid().optional() }),
]);
export type OpenConversationInput = z.infer<typeof OpenConversationInput>;
export const OpenConversationResponse = z.object({ conversation: ConversationSummary });
export type OpenConversationResponse = z.infer<typeof OpenConversationResponse>;

export const ConversationParams = z.object({ id: z.uuid() });

/** GET /api/conversations/{id}/messages: newest page first (keyset on the message's order). */
export const MessagesQuery = z.object({
  /** A message id: the page of messages older than it. */
  before: z.uuid().optional(),
  /** Only the messages about this job. */
  jobId: z.uuid().optional(),
});
export const MESSAGES_PAGE = 50;
export const MessagesResponse = z.object({
  conversation: ConversationSummary,
  /** Oldest first within the page. */
  messages: z.array(Message),
  /** Pass as `before` for the older page; null when there is none. */
  before: z.string().nullable(),
});
export type MessagesResponse = z.infer<typeof MessagesResponse>;

/**
 * POST /api/conversations/{id}/messages. Refused with 422 `contact_before_hire` when the words
 * carry contact details before a hire (error.fields.text says so; nothing is sent), and with 409
 * `looks_like_access_code` when they look like a door or lockbox code, unless `sendAccessCode` is
 * set after the sender saw that warning. `clientKey` makes a repeated send (a retry) one message.
 */
export const SendMessageInput = z
  .object({
    text: z.string().max(MESSAGE_MAX).default(''),
    quickReply: z.enum(QUICK_REPLIES).optional(),
    /** Photos uploaded with POST /api/conversations/{id}/photos, not yet sent. */
    photoIds: z.array(z.uuid()).max(MESSAGE_PHOTOS_MAX).default([]),
    about: z.object({ jobId: z.uuid(), turnoverId: z.uuid().optional() }).optional(),
    sendAccessCode: z.boolean().optional(),
    clientKey: z.uuid(),
  })
  .refine((m) => m.text.trim() !== '' || m.quickReply || m.photoIds.length > 0, {
    message: 'Please write a message.',
    path: ['text'],
  });
export type SendMessageInput = z.input<typeof SendMessageInput>;
export const SendMessageResponse = z.object({ message: Message });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** POST /api/conversations/{id}/photos (multipart, one photo): kept for the sender until it is sent. */
export const MessagePhotoResponse = z.object({ photo: PhotoRef });
export type MessagePhotoResponse = z.infer<typeof MessagePhotoResponse>;

/** POST /api/conversations/{id}/read: everything from the other side up to this message is seen. */
export const MarkSeenInput = z.object({ upTo: z.uuid() });
export const MarkSeenResponse = z.object({ unreadTotal: z.number().int() });
export type MarkSeenResponse = z.infer<typeof MarkSeenResponse>;

/** PUT /api/conversations/{id}/settings. */
export const ConversationSettingsInput = z.object({ emailWhenAway: z.boolean() });

/** GET / PUT /api/messages/preferences: the profile's switch (off: no message email for any conversation). */
export const MessagePreferences = z.object({ emailWhenAway: z.boolean() });
export type MessagePreferences = z.infer<typeof MessagePreferences>;

/** POST /api/conversations/{id}/report: to the support queue (or the support email). */
export const REPORT_REASONS = [
  'contact_details',
  'harassment',
  'discrimination',
  'private_data',
  'spam',
  'other',
] as const;
export const ReportConversationInput = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(1000).default(''),
});

/** The live stream's events (the notifications stream, one more event name each). */
export const MESSAGE_EVENT = 'message';
export const SEEN_EVENT = 'message_seen';
export type StreamedMessage = { conversationId: string; message: Message; unreadTotal: number };
export type StreamedSeen = { conversationId: string; upTo: string; seenAt: string };

// Issue 40: the server's words about messages: the away email, the push, refusals, a report to
// support. Read by the server only (the pages have their own catalog of messages' texts).
import type { Widen } from '../widen';
import type { messageEmails as english } from '../en/message-emails';
export const messageEmails: Widen<typeof english> = {
  away: {
    subject: 'New message from {name}',
    preheader: '{name} wrote to you on TurnReady.',
    heading: '{name} wrote to you',
    /** Above the newest unread messages, quoted as written. */
    intro: 'You have unread messages on TurnReady:',
    more: 'And {count} more.',
    photo: '[a photo]',
    action: 'Open the conversation',
    footnote:
      'We email once per conversation until you read it. To stop these emails, turn off "Email me when I’m away" in the conversation or in your profile.',
  },
  push: {
    /** A message with only photos. */
    photo: 'Sent a photo',
    /** Words that look like a door code are not shown on a locked screen. */
    hidden: 'Sent you a message',
  },
  /** The quick replies' words for an email or a push (each reader's page shows its own catalog's). */
  quickReplies: {
    on_my_way: 'On my way',
    running_late: 'Running 15 minutes late',
    done: 'Done',
    need_supplies: 'Need supplies',
  },
  errors: {
    conversationNotFound: 'This conversation was not found.',
    cannotOpen: 'You can message only the hosts and cleaners of your jobs.',
    contactBeforeHire:
      'Phone numbers, emails, links and social handles can be shared once you are hired. Please remove them and send again.',
    accessCode:
      'This looks like a door or lockbox code. Access instructions belong in the playbook, where the cleaner sees them only during the turnover. Send anyway?',
    blockedByMe: 'You blocked this person. Unblock them to send a message.',
    blockedByOther: 'This person is not taking messages from you.',
    photoNotYours: 'A photo to send was not found. Please add it again.',
    aboutNotShared: 'That job or turnover is not one you share.',
    tooManyPendingPhotos: 'Too many photos are waiting to be sent. Send or remove some first.',
    clientKeyReused: 'This message key was already used for another message.',
    nameTheCleaner: 'Name the cleaner to message.',
  },
  report: {
    subject: 'Conversation reported: {reason}',
    heading: 'A conversation was reported',
    body: 'Conversation {conversationId} was reported by {reporter} ({role}, user {userId}). Reason: {reason}.',
    detailsLabel: 'Their words:',
    noDetails: 'They added no details.',
  },
} as const;

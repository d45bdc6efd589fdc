// Issue 38: the installable app and push notifications: the profile's device section, the install
// banner, and the words a push and its service worker show. Read directly (not through the page
// catalog): the service worker and the server import it too.
import type { Widen } from '../widen';
import type { push as english } from '../en/push';
export const push: Widen<typeof english> = {
  /** Push bodies for cleaners: no place named (they show on a locked screen before a confirmation). */
  offeredBody: '{date}, {start}–{end}. Please answer by {deadline}.',
  offeredInChanges: 'A new turnover is offered to you. Can you take it?',
  /** At half an offer's answer time, while it is unanswered ({left}: core/messages/en/turnover-words.ts timeLeft). */
  reminder: {
    title: 'An offer is about to lapse',
    body: '{date}, {start}–{end}. Please answer within {left}.',
    /** Several offered together (an import) come due together: one push, the soonest deadline's time left. */
    titleMany: 'Offers are about to lapse',
    bodyMany: '{count} turnovers offered to you are waiting for your answer. Please answer within {left}.',
  },
  changedBody: 'Open TurnReady to see what changed.',
  actions: { confirm: 'Confirm', decline: 'Can’t make it' },
  /** What the service worker shows after a Confirm pressed on a notification. */
  answered: {
    confirmed: 'Confirmed: the turnover is yours',
    failed: 'Could not confirm',
    failedBody: 'Open TurnReady to answer the offer.',
  },
  devices: {
    heading: 'Notifications on your devices',
    intro: 'Get new offers and urgent changes as notifications, even when TurnReady is closed.',
    turnOn: 'Turn on notifications on this device',
    turningOn: 'Turning on…',
    on: 'Notifications are on for this device.',
    blocked: 'Notifications are blocked for TurnReady in this browser’s settings. Allow them there, then try again.',
    unsupported:
      'This browser cannot receive notifications. On an iPhone, add TurnReady to your Home Screen first and open it from there.',
    failed: 'Notifications could not be turned on. Please try again.',
    listHeading: 'Devices that get notifications',
    none: 'No devices yet.',
    thisDevice: 'This device',
    added: 'Added {date}',
    remove: 'Remove',
    removeLabel: 'Stop notifications on {label}',
    removed: 'Notifications stopped on {label}.',
  },
  /** The profile's push preferences: for all the person's devices. */
  preferences: {
    heading: 'What to send',
    intro: 'These choices apply to all your devices.',
    kinds: {
      offers: {
        label: 'New offers',
        hint: 'A turnover offered to you, with Confirm and Can’t make it, and a reminder before it lapses.',
      },
      urgent: { label: 'Unfilled turnovers', hint: 'Nobody has taken one of your turnovers and it needs you.' },
      changes: { label: 'Changed or cancelled turnovers', hint: 'A date, time or cancellation on your schedule.' },
      reports: {
        label: 'Finished turnovers',
        hint: 'A cleaner completed a turnover and its report is ready.',
      },
      messages: { label: 'Messages', hint: 'A new message from a host or cleaner you work with.' },
    },
    quietHeading: 'Quiet hours',
    quietOn: 'Hold notifications overnight',
    quietHint:
      'Notifications wait until the end of quiet hours, in {zone}. New offers and unfilled turnovers still come at once.',
    quietStart: 'From',
    quietEnd: 'Until',
    sameTimes: 'Quiet hours must start and end at different times.',
    save: 'Save notification choices',
    saving: 'Saving…',
    saved: 'Notification choices saved.',
    failed: 'Your choices could not be saved. Please try again.',
    loadFailed: 'Your notification choices could not be loaded.',
  },
  install: {
    heading: 'Install TurnReady on your phone',
    body: 'Open your schedule and offers from the Home Screen, like an app.',
    install: 'Install',
    notNow: 'Not now',
    iosHeading: 'Add TurnReady to your Home Screen',
    iosBody: 'Tap the Share button, then ‘Add to Home Screen’.',
    ok: 'Got it',
  },
} as const;

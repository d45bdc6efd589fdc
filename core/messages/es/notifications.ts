// Notification bell texts (spec §2 notification popover) and the texts of the notifications
// themselves, which the server writes into each row.
import type { Widen } from '../widen';
import type { notifications as english } from '../en/notifications';
export const notifications: Widen<typeof english> = {
  bell: 'Notifications',
  bellWithUnread: 'Notifications, {count} unread',
  heading: 'Notifications',
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  /** Issue 37: a notification's age under a minute; older ones read "5 minutes ago", "yesterday" (Intl). */
  justNow: 'just now',
  newApplication: {
    title: 'New application',
    message: '{cleaner} applied to your job in {city}, {state}.',
    /** {cleaner} when the cleaner has no name to show. */
    someCleaner: 'A cleaner',
  },
  applicationStatus: {
    title: 'Application update',
    message: 'Your application for the job in {city}, {state} is now "{status}".',
  },
  postingsPaused: {
    title: 'Job postings paused',
    message:
      'The limit of open jobs on your plan is {max}, so we paused your newest {count}: {jobs}. Choose on your dashboard which jobs stay open.',
  },
  postingsPausedEmail: {
    subject: 'We paused {count} of your job postings',
    preheader: 'The limit of open jobs on your plan is {max}. Choose which stay open.',
    heading: 'Some of your job postings are paused',
    greeting: 'Hi {name}, the limit of open jobs on your {plan} plan is {max}, so we paused your newest {count}:',
    body: 'Cleaners no longer see paused jobs and cannot apply to them. Applicants you already have, hires and everything after stay as they are. On your dashboard you can pause another job to reopen one of these, or upgrade your plan to reopen more.',
    action: 'Choose open jobs',
    footnote: 'You receive this email because your TurnReady plan changed.',
  },
  newApplicantEmail: {
    subject: 'New applicant for your job in {city}, {state}',
    preheader: '{cleaner} applied to your job.',
    heading: 'You have a new applicant',
    body: 'Hi {host}, {cleaner} applied to your job at {place}.',
    action: 'View applicants',
    footnote: 'You receive this email because you posted this job on TurnReady.',
  },
} as const;

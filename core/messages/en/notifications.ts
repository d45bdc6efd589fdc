// Notification bell texts (spec §2 notification popover) and the texts of the notifications
// themselves, which the server writes into each row.
export const notifications = {
  bell: 'Notifications',
  bellWithUnread: 'Notifications, {count} unread',
  heading: 'Notifications',
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  unread: 'Unread',
  newApplication: {
    title: 'New application',
    message: '{cleaner} applied to your job in {city}, {state}.',
  },
  applicationStatus: {
    title: 'Application update',
    message: 'Your application for the job in {city}, {state} is now "{status}".',
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

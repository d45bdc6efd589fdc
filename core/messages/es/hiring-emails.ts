// The email to a cleaner a host hired (issue 37), read by the server's templates only (it never
// ships to the browser; see index.ts).
import type { Widen } from '../widen';
import type { hiringEmails as english } from '../en/hiring-emails';
export const hiringEmails: Widen<typeof english> = {
  hired: {
    subject: "You're hired: {place}",
    preheader: 'You are on the team for {place}. Your turnovers will show on your schedule.',
    heading: "You're hired",
    greeting: 'Hi {name}, the host of {place} hired you. You are on the team for this property.',
    /** Where they join the team (the host may still reorder it). */
    primary: 'You are first on the team: its turnovers are offered to you first.',
    backup: 'You are backup {number} on the team: a turnover comes to you when the cleaners before you cannot take it.',
    next: 'The host may still change the team’s order. When turnovers are offered to you, they show on your schedule with the time to answer by, and we email you so you can confirm them.',
    action: 'Open my schedule',
    footnote: 'You receive this email because you applied to this job on TurnReady.',
  },
} as const;

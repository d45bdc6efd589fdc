// The frame of every email (server/email/templates.ts): what surrounds each message's own texts.
export const emailLayout = {
  /** Under the button, for mail programs that do not show it. */
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  tagline: 'Same-day turnovers, ready on time',
} as const;

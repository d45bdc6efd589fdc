// Texts for the API's error responses: one place for every message a server error can carry.
export const errors = {
  validation: 'Some fields are missing or invalid.',
  unauthorized: 'Please sign in to continue.',
  // The role guards (server/http/session.ts requireHost, requireCleaner): signed in without that profile.
  hostsOnly: 'This page is for hosts.',
  cleanersOnly: 'This page is for cleaners.',
  forbidden: "You don't have permission to do that.",
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a few minutes before trying again.',
  tooManyStreams: 'Too many live connections from this network. Close some TurnReady tabs and try again.',
  invalidCredentials: 'Invalid email or password.',
  internal: 'Something went wrong on our side. Please try again.',
  busy: 'Lots of people are signing in right now. Please try again in {seconds} seconds.',
  badOrigin: 'This request did not come from TurnReady.',
  network: 'Could not reach TurnReady. Check your connection and try again.',
  // Any name field (core/schemas/person-name.ts): names go into emails sent to other addresses.
  nameLinkOrEmail: 'Enter just a name, without links or email addresses.',
  // Billing API (server/features/billing, server/billing).
  billing: {
    noProfile: 'Only hosts and cleaners have a plan. Complete your profile first.',
    hostPlansOnly: 'Only hosts can choose the Pro and Premium plans.',
    highlightOnly: 'Only cleaners can buy the Highlight plan.',
    wrongKind: 'That subscription is not one your account can have.',
    alreadySubscribed: 'You already have this subscription. Manage it on your billing page.',
    alreadyHostPlan: 'You already have a paid plan. Change or cancel it on your billing page.',
    notSubscribed: 'You have no active subscription to change.',
    portalUnavailable: 'Payment settings are not available for this account.',
    providerFailed: 'The payment service could not complete the request. Please try again in a few minutes.',
    webhookInvalid: 'The event signature, body or timestamp is not valid.',
    checkoutNotFound: 'This checkout link is invalid or has expired.',
    checkoutCanceled: 'This checkout was canceled. Start a new checkout to subscribe.',
    checkoutExpired: 'This checkout has expired. Start a new checkout to subscribe.',
    checkoutComplete: 'This checkout is already complete.',
    checkoutSuperseded:
      'This checkout was closed because your account already has a paid plan. Nothing was charged. Change or cancel your plan on your billing page.',
  },
  // Turnovers API (server/features/turnovers): the turnover's state refuses the request.
  turnovers: {
    turnoverNotFound: 'Turnover not found.',
    dateTaken: 'This job already has a turnover on that date.',
    notEditable: 'Only upcoming, scheduled or confirmed turnovers can be changed.',
    invalidTransition: 'This turnover is {from} and cannot become {to}. Reload to see where it stands.',
    calendarMadeDateFixed: 'This turnover comes from a booking calendar: only its notes can be changed here.',
    alreadyAnswered: 'You have already answered this turnover.',
    notOpen: 'This turnover is no longer open for an answer (it is cancelled or past).',
    notOffered: 'This turnover is not offered to you.',
    givenToAnother: 'This turnover was given to another cleaner.',
    offerExpired: 'The time to answer this offer has passed: it has gone to another cleaner.',
    notConfirmed: 'Only a turnover you confirmed, still to come, can be cancelled.',
    pastDate: 'Choose a date from today on.',
    timeZoneInvalid: "Choose one of the property state's time zones.",
    jobDeleted: 'This job was deleted by the host, so this turnover is cancelled.',
    jobDeletedTurnovers: 'This job was deleted, so its turnovers are cancelled.',
  },
  // Booking calendars API (server/features/calendars).
  calendars: {
    calendarNotFound: 'Calendar not found',
    noEvent: 'This calendar has no event on these dates.',
  },
  // Issue 41: request checks (core/schemas) that had their words in the schema, now here in each language.
  schema: {
    passwordTooShort: 'Password must be at least {min} characters.',
    chooseState: 'Please choose a state.',
    phoneInvalid: 'Please enter a valid 10-digit phone number.',
    emailInvalid: 'Please enter a valid email address.',
    withinChoices: 'Choose 10, 25, 50 or 100 miles.',
    linkIncomplete: 'The link is incomplete.',
    linkInvalid: 'The link is not valid.',
    boardRange: 'Range must be "week" or "next30"',
    boardState: 'State must be one of: {states}',
    jobIdInvalid: 'Invalid job ID provided',
  },
} as const;

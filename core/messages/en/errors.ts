// Texts for the API's error responses: one place for every message a server error can carry.
export const errors = {
  validation: 'Some fields are missing or invalid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: "You don't have permission to do that.",
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a few minutes before trying again.',
  invalidCredentials: 'Invalid email or password.',
  internal: 'Something went wrong on our side. Please try again.',
  badOrigin: 'This request did not come from TurnReady.',
  network: 'Could not reach TurnReady. Check your connection and try again.',
} as const;

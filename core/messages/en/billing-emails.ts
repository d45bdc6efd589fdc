// Emails the billing events send (server/features/billing). Kept apart from the page texts.
export const billingEmails = {};

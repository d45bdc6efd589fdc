// Cleaning-fee calculator texts (spec §2 Home, §5 quote validation, §8 quote), word for word.
export const calculator = {
  emailRequiredTitle: 'Email Required',
  emailRequiredDescription: 'Please enter your email to receive the quote.',
  invalidEmailTitle: 'Invalid Email',
  invalidEmailDescription: 'Please enter a valid email address.',
  sentTitle: 'Quote Sent!',
  sentDescription: "We've emailed your quote. Check your inbox.",
  failedTitle: 'Error',
  failedDescription: 'Failed to send quote. Please try again.',
  rateGuidance: 'solo cleaners $25–$35/hr, companies $50–$70/hr',
};

// Billing, pricing and Highlight texts (spec §2 billing/pricing/highlight pages, §8 billing), word
// for word where the spec gives them. Plan names come from jobs.tiers; prices from core/plans.ts.
export const billing = {
  hostBilling: {
    title: 'Billing & Subscription',
    successTitle: 'Success!',
    successDescription: 'Your subscription has been activated.',
    canceledTitle: 'Canceled',
    canceledDescription: 'Your subscription was not activated.',
  },
  cleanerBilling: {
    highlightedBanner: 'Your account is currently highlighted and appears first in job applications.',
    detailsTitle: 'Billing and Subscription Details',
    highlighted: "You're currently subscribed to the Highlight plan ($8/month).",
    free: "You're currently on the free plan. Upgrade to the Highlight plan to appear first in job applications.",
    downgrade: 'Downgrade',
    upgrade: 'Upgrade to Highlight',
    profileNotFound: 'Profile not found',
    completeProfile: 'Complete your profile',
    downgradeMailSubject: 'Cancel Highlight Subscription',
  },
  pricing: {
    title: 'Choose Your Plan',
  },
  highlightSuccess: {
    title: 'Success!',
    description: 'Your highlight subscription was successful.',
    login: 'Log In to Apply for Jobs',
  },
  testCheckout: {},
  errors: {},
};

// Job form, job cards and job-limit texts (spec §2, §4, §5, §8), word for word.
import type { Widen } from '../widen';
import type { jobs as english } from '../en/jobs';
export const jobs: Widen<typeof english> = {
  amenities: {
    pet_friendly: 'Pet Friendly',
    hot_tub: 'Hot Tub',
    laundry_in_unit: 'Laundry in Unit',
    cleaning_supplies_provided: 'Cleaning Supplies Provided',
    same_day_turns_accepted: 'Same Day Turns Accepted',
  },
  validation: {
    stateRequired: 'State is required',
    cityRequired: 'City is required',
    bedroomsRequired: 'Bedrooms is required',
    bedroomsInvalid: 'Bedrooms must be a valid number greater than 0',
    bathroomsRequired: 'Bathrooms is required',
    bathroomsInvalid: 'Bathrooms must be a valid number greater than 0',
    squareFootageRequired: 'Square footage is required',
    squareFootageInvalid: 'Square footage must be a valid number greater than 0',
    paymentRequired: 'Payment per turnover is required',
    paymentInvalid: 'Payment must be a valid amount greater than 0',
    startDateRequired: 'Start date is required',
    startDateInPast: 'Start date cannot be in the past',
  },
  limit: {
    reachedTitle: 'Job Limit Reached',
    reachedDescription:
      "You've reached the maximum of {max} job posts for your {tier} plan. Upgrade to post more jobs.",
    reachedPremium: "You've reached the maximum job limit for your current plan. Contact support for custom options.",
    dialogTitle: "You've reached your job posting limit.",
    dialogDescription: 'Upgrade your plan to post more jobs and unlock full applicant details.',
    cancel: 'Cancel',
    upgradePlan: 'Upgrade Plan',
  },
  errors: {
    notFoundTitle: 'Job not found',
    notFoundDescription: "This job doesn't exist or you don't have permission to view it.",
    loadFailed: 'Could not load jobs. Please try again.',
    loadUnexpected: 'An unexpected error occurred while loading jobs.',
  },
  tiers: { free: 'Free', pro: 'Pro', premium: 'Premium' },
} as const;

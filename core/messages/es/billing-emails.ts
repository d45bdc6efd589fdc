// Emails the billing events send (server/billing/webhook.ts). Kept apart from the page texts.
// {plan} is the plan's name (Pro, Premium, Highlight); {date} a long US date; {price} like $29.
import type { Widen } from '../widen';
import type { billingEmails as english } from '../en/billing-emails';
export const billingEmails: Widen<typeof english> = {
  planNames: { pro: 'Pro', premium: 'Premium', highlight: 'Highlight' },
  footnote:
    'You receive this email because you have a subscription on TurnReady. Billing is monthly; there are no refunds for partial months.',
  billingAction: 'Open billing',
  planActivated: {
    subject: 'Your {plan} plan is active',
    preheader: 'Thanks for subscribing to TurnReady {plan}.',
    heading: 'Your {plan} plan is active',
    greeting: 'Hi {name}, thank you for subscribing.',
    host: 'Your {plan} plan ({price}/month) is active: you can now post up to {jobs} jobs at a time and see every applicant in full.',
    highlight:
      'Your Highlight plan ({price}/month) is active: your applications now appear first to hosts, with a check mark.',
    renewal: 'It renews every month until you cancel. You can change or cancel it from your billing page at any time.',
  },
  cancellationScheduled: {
    periodEnd: 'the end of the billing period',
    subject: 'Your {plan} plan ends on {date}',
    preheader: 'You keep {plan} until {date}.',
    heading: 'Your {plan} plan is canceled',
    greeting: 'Hi {name}, we have canceled your {plan} plan as you asked.',
    host: 'You keep its limits until {date}, the end of the period you paid for. After that you are on the Free plan with {freeJobs} open job: your oldest job stays open, and any newer ones are paused until you choose on your dashboard which stays open or upgrade again.',
    highlight:
      'Your applications keep appearing first until {date}, the end of the period you paid for. After that they are listed in the usual order.',
    changedMind: 'Changed your mind? You can keep your plan from your billing page until then.',
  },
  planEnded: {
    subject: 'Your {plan} plan has ended',
    preheader: 'You are now on the free plan.',
    heading: 'Your {plan} plan has ended',
    greeting: 'Hi {name}, your {plan} plan has ended and you are now on the free plan.',
    host: 'You can have {freeJobs} open job (any others are paused; you choose on your dashboard which stays open) and see the first {preview} applicants of each job in full; to post more, upgrade again at any time.',
    highlight: 'Your applications are now listed in the usual order. You can highlight your profile again at any time.',
  },
  secondPlanCanceled: {
    subject: 'Your second {plan} subscription was canceled',
    preheader: 'An account has one paid plan at a time.',
    heading: 'We canceled a second subscription',
    greeting:
      'Hi {name}, a second subscription to {plan} was started on your account while you already had the {kept} plan.',
    host: 'An account has one paid host plan at a time, so we canceled the second one right away: you keep your {kept} plan and will not be billed for {plan} again. To switch plans, use Change plan on your billing page.',
    highlight:
      'An account has one Highlight plan at a time, so we canceled the second one right away: your profile stays highlighted and you will not be billed for it again.',
  },
  paymentFailed: {
    subject: 'Action needed: your {plan} payment did not go through',
    preheader: 'Update your card to keep your {plan} plan.',
    heading: 'We could not charge your card',
    greeting: 'Hi {name}, the payment of {amount} for your {plan} plan did not go through.',
    body: 'Please update your payment method from your billing page. We will try again; if the payment keeps failing, your plan ends and you return to the free plan.',
    action: 'Update payment method',
  },
} as const;

// The legal pages' shared texts and Contact Us (spec §1, §2 "Static pages"). The documents themselves
// (Terms of Service, Privacy Policy) are in legal-documents.ts: lists of sections; in a paragraph or
// item, `{supportEmail}` becomes a link to the support address and `{privacyPolicy}`,
// `{termsOfService}` links to those pages.
import type { Widen } from '../widen';
import type { legal as english } from '../en/legal';
export const legal: Widen<typeof english> = {
  lastUpdated: 'Last updated June 19, 2025',
  contents: 'Contents',
  backToTop: 'Back to top',
  supportEmailFallback: 'our support team',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  contact: {
    title: 'Contact Us',
    lead: 'Questions about TurnReady? Our support team helps hosts and cleaners by email.',
    emailTitle: 'Email our support team',
    emailLine: 'Email us at {email}',
    emailButton: 'Email Support',
    loading: 'Loading support email...',
    loadError: "We couldn't load our support email address.",
    retry: 'Try again',
    responseTitle: 'Response time',
    response: 'We reply within 24-48 hours on business days.',
    urgentTitle: 'Urgent matters',
    urgent: "For urgent matters, put 'URGENT' in the subject line and we'll prioritize your message.",
    urgentButton: 'Send an Urgent Email',
    urgentSubject: 'URGENT: ',
    hosts: {
      title: 'For Hosts',
      lead: 'We can help with:',
      items: [
        'Posting, editing or removing jobs',
        'Reviewing and contacting applicants',
        'Plans, billing and subscription changes',
        'Account and profile settings',
      ],
      tip: 'Include the property address or job you are writing about so we can help faster.',
    },
    cleaners: {
      title: 'For Cleaners',
      lead: 'We can help with:',
      items: [
        'Creating or updating your profile',
        'Finding jobs and tracking your applications',
        'The Highlight plan, including downgrades',
        'Account access and sign-in problems',
      ],
      tip: 'Write from the email address on your TurnReady account so we can find it quickly.',
    },
    legalTitle: 'Policies',
    legalBody: 'Read how TurnReady works and how we handle your data:',
  },
} as const;

// The Terms of Service and the Privacy Policy, read only by their own pages (loaded with them, not
// with every page as the catalog is). Placeholders: `{supportEmail}`, `{privacyPolicy}`,
// `{termsOfService}` links, `{photoRetentionMonths}` this deployment's PHOTO_RETENTION_MONTHS.
import type { Widen } from '../widen';
import type { legalDocuments as english } from '../en/legal-documents';
export const legalDocuments: Widen<typeof english> = {
  terms: {
    title: 'Terms of Service',
    intro:
      'These Terms of Service ("Terms") are an agreement between you and TurnReady ("TurnReady", "we", "us"). They govern your use of the TurnReady website and services, which connect short-term-rental hosts with independent cleaners for property turnovers in the United States. Please read them carefully.',
    sections: [
      {
        id: 'acceptance',
        heading: '1. Acceptance of these Terms',
        paragraphs: [
          'By creating an account, posting a job, applying to a job or otherwise using TurnReady, you agree to these Terms and to our {privacyPolicy}. If you do not agree, do not use TurnReady.',
          'If you use TurnReady on behalf of a company or other organization, you confirm that you are authorized to accept these Terms on its behalf.',
        ],
      },
      {
        id: 'eligibility',
        heading: '2. Eligibility',
        paragraphs: [
          'You must be at least 18 years old to create an account or use TurnReady. By using TurnReady you confirm that you are at least 18 and able to enter into a binding contract.',
          'TurnReady is offered to users in the United States and its territories.',
        ],
      },
      {
        id: 'our-role',
        heading: '3. What TurnReady does, and what it does not',
        paragraphs: [
          'TurnReady is an online marketplace. Hosts (property owners and managers) post cleaning jobs with a payment per turnover, and cleaners create profiles, browse active jobs and apply.',
          'Cleaners are independent contractors. They are not employees, agents or contractors of TurnReady, and TurnReady does not direct or control how, when or whether they perform any work.',
          'TurnReady is not a party to any arrangement between users. Any agreement to clean a property, including its price, schedule, scope, payment and cancellation, is made solely between the host and the cleaner, who are each responsible for meeting it and for their own taxes, insurance, licenses and legal obligations.',
          'TurnReady does not guarantee that a job will be filled, that a cleaner will be available, or the quality, safety or legality of any job or cleaning service.',
        ],
      },
      {
        id: 'accounts',
        heading: '4. Your account',
        paragraphs: [
          'You must give accurate and complete information when you sign up, verify your email address, and keep your information up to date. Your account is created only after your email address is verified.',
          'You are responsible for keeping your password confidential and for all activity under your account. Tell us right away at {supportEmail} if you believe your account has been used without your permission.',
          'You may not sell, transfer or share your account.',
        ],
      },
      {
        id: 'plans-billing',
        heading: '5. Free and paid plans, and billing',
        paragraphs: [
          'TurnReady has free and paid tiers. Hosts can use a free plan or subscribe to a paid plan that allows more active job postings and full details for more applicants. Cleaners can use TurnReady for free or buy an optional paid Highlight plan so their applications appear first. The current plans, limits and prices are shown on our pricing and billing pages.',
          'Billing is monthly only. A paid plan renews automatically each month and is charged in advance to the payment card you provide until you cancel. We do not offer annual or other billing periods.',
          'Payments are processed by our card payment provider. By subscribing, you authorize us and our payment provider to charge your card for each monthly period. You are responsible for any taxes that apply.',
          'We may change our plans or prices. We will tell you before a price change takes effect, and the new price applies from your next monthly billing period.',
        ],
      },
      {
        id: 'cancellation-refunds',
        heading: '6. Cancellation and refunds',
        paragraphs: [
          'You can cancel a paid plan at any time. When you cancel, you keep access to your paid features until the end of the monthly period you have already paid for; your plan then returns to the free tier and you are not charged again.',
          'There are no refunds for partial months. Fees already paid are not refunded if you cancel, downgrade or stop using TurnReady during a billing period, except where the law requires otherwise.',
        ],
      },
      {
        id: 'jobs-applications',
        heading: '7. Jobs and applications',
        paragraphs: [
          'Hosts must describe each job accurately, including the property, the work expected and the payment per turnover, and keep it up to date or remove it once it is no longer available. The number of active job postings depends on the host’s plan.',
          'Cleaners must describe their experience, location and availability accurately and apply only to jobs they are willing and able to do.',
          'Duplicate applications are prevented: a cleaner can apply to each job only once.',
        ],
      },
      {
        id: 'background-checks',
        heading: '8. No background checks',
        paragraphs: [
          'TurnReady does not do background checks, criminal record checks, identity verification, or license or insurance checks on hosts or cleaners, and does not verify the information in profiles or job postings, including ratings and years of experience.',
          'You are responsible for deciding whom to work with. Before you hire or accept a job, review profiles carefully, talk with the other person, and take any precautions you consider appropriate.',
        ],
      },
      {
        id: 'conduct',
        heading: '9. Acceptable use',
        paragraphs: ['When you use TurnReady, you agree not to:'],
        items: [
          'post false, misleading, discriminatory or unlawful content, or impersonate anyone;',
          'harass, threaten or defraud other users, or use their contact details for anything other than a TurnReady job;',
          'post jobs for work that is unsafe or illegal, or that is not property cleaning;',
          'collect data from TurnReady by automated means, or interfere with its security or operation;',
          'get around plan limits, duplicate-application protection or other technical restrictions.',
        ],
      },
      {
        id: 'content',
        heading: '10. Your content and its removal',
        paragraphs: [
          'You own the content you post, such as your profile and job postings. You give TurnReady a non-exclusive, royalty-free license to host, display and share it with other users for the purpose of running the service.',
          'We may remove content or restrict an account that we believe breaks these Terms or the law. If we remove your content, you can appeal by writing to {supportEmail} within 30 days of the removal. Tell us what was removed and why you believe it should be restored; we will review your appeal and reply.',
        ],
      },
      {
        id: 'privacy-retention',
        heading: '11. Privacy and data retention',
        paragraphs: [
          'Our {privacyPolicy} explains what personal data we collect and how we use and share it.',
          'You can delete your account at any time by contacting support. After your account is deleted, we may retain your personal data for up to 7 years, for example to meet legal, tax and accounting obligations, resolve disputes, prevent fraud and enforce these Terms. We then delete or anonymize it.',
        ],
      },
      {
        id: 'disclaimers',
        heading: '12. Disclaimers',
        paragraphs: [
          'TurnReady is provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that TurnReady will be uninterrupted, error-free or secure.',
          'We are not responsible for the conduct of any user, for any job or cleaning service, or for any loss or damage to property arising from an arrangement between users.',
        ],
      },
      {
        id: 'liability',
        heading: '13. Limitation of liability',
        paragraphs: [
          'To the fullest extent permitted by law, TurnReady will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from or related to your use of TurnReady.',
          'Our total liability for all claims arising from or related to TurnReady or these Terms is capped at the amount you paid to TurnReady in the 12 months prior to the event giving rise to the claim. If you paid nothing, our liability is limited to the extent permitted by law.',
        ],
      },
      {
        id: 'indemnity',
        heading: '14. Indemnity',
        paragraphs: [
          'You agree to indemnify and hold TurnReady harmless from claims, losses and expenses, including reasonable legal fees, that arise from your content, your use of TurnReady, your arrangements with other users, or your breach of these Terms.',
        ],
      },
      {
        id: 'termination',
        heading: '15. Suspension and termination',
        paragraphs: [
          'You may stop using TurnReady at any time. We may suspend or close an account that breaks these Terms, creates risk for other users or for us, or is required to be closed by law. Sections that by their nature should survive termination, including those on fees, disclaimers, limitation of liability, indemnity and data retention, continue to apply.',
        ],
      },
      {
        id: 'changes',
        heading: '16. Changes to these Terms',
        paragraphs: [
          'We may update these Terms from time to time. When we make material changes, we will update the date at the top of this page and notify you by email or in the app before the changes take effect. If you keep using TurnReady after that, you accept the updated Terms.',
        ],
      },
      {
        id: 'general',
        heading: '17. General',
        paragraphs: [
          'These Terms are governed by the laws of the United States and of the state in which TurnReady is organized, without regard to conflict-of-law rules. If any part of these Terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. These Terms and our {privacyPolicy} are the entire agreement between you and TurnReady about the service.',
        ],
      },
      {
        id: 'contact',
        heading: '18. Contact',
        paragraphs: ['Questions about these Terms? Write to us at {supportEmail}.'],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains what personal data TurnReady collects when you use our website and services, how we use and share it, how long we keep it, and the choices you have. It applies to hosts, cleaners and visitors.',
    sections: [
      {
        id: 'collect',
        heading: '1. Information we collect',
        paragraphs: [
          'We collect the information you give us and a small amount of information created when you use TurnReady:',
        ],
        items: [
          'Account information: your name, email address, password (stored only in hashed form) and whether you are a host or a cleaner.',
          'Profile information: for hosts, phone number, city and state; for cleaners, phone number, city and state, years of experience, rating, availability and bio.',
          'Job information: the property address, city and state, bedrooms, bathrooms, square footage, notes, amenities, payment per turnover, start date and whether the job is recurring.',
          'Applications: which jobs a cleaner applied to, when, and the status a host gives each application.',
          'Turnovers: a host’s checklist, supply notes and access instructions for a property, and what a cleaner records while cleaning it: when they started and finished, the items they ticked, notes, problems they reported and the photos they took. We re-encode every photo and remove its metadata, including its location, before storing it.',
          'Payment information: payments are handled by our card payment provider. We do not receive or store your full card number; we keep your plan, subscription status and the reference our payment provider gives us.',
          'Email: the emails we send you, such as verification and password-reset messages, quotes you request and, if you opt in, cleaning tips, and the messages you send to support.',
          'Technical information: your IP address, browser type and the pages you request, recorded in our server logs to keep TurnReady secure and working.',
        ],
      },
      {
        id: 'use',
        heading: '2. How we use your information',
        paragraphs: ['We use your information to:'],
        items: [
          'create and secure your account, verify your email address and sign you in;',
          'show job postings to cleaners and applications to the host who posted the job;',
          'process subscriptions and payments through our card payment provider;',
          'send you service emails, such as verification, password resets, notifications and receipts, and tips only if you asked for them;',
          'answer your support requests and appeals;',
          'prevent fraud and abuse, enforce our {termsOfService} and meet our legal obligations;',
          'understand and improve how TurnReady works.',
        ],
      },
      {
        id: 'sharing',
        heading: '3. How we share information',
        paragraphs: ['We do not sell your personal data. We share it only as follows:'],
        items: [
          'With other users, as the service requires: hosts see the profiles of cleaners who apply to their jobs, and cleaners see job details and the name of the host who posted them. How much of an applicant’s profile a host sees depends on the host’s plan.',
          'With service providers who work for us, such as our card payment provider, email delivery and hosting providers, only to the extent they need to provide their services and under obligations to protect it.',
          'When required by law, or to protect the rights, property or safety of TurnReady, our users or others.',
          'With a buyer or successor if TurnReady is involved in a merger, acquisition or sale of assets, under this Privacy Policy.',
        ],
      },
      {
        id: 'retention',
        heading: '4. How long we keep information',
        paragraphs: [
          'We keep your information while your account is open. After your account is deleted, we may retain personal data for up to 7 years to meet legal, tax and accounting obligations, resolve disputes, prevent fraud and enforce our agreements. After that it is deleted or anonymized. Server logs are kept for a shorter time.',
          'Photos taken during turnovers, including photos of reported problems, are kept for {photoRetentionMonths} months and then deleted from our storage. When a host deletes a job, its photos, checklist and access instructions are deleted at once. Only the host and the cleaner who took a photo can see it; access instructions are shown only to the host and to the cleaner of a turnover, from 24 hours before it until it ends, and each time a cleaner opens them is recorded for the host.',
        ],
      },
      {
        id: 'rights',
        heading: '5. Your rights and choices',
        paragraphs: [
          'You can view and update most of your information in your profile at any time. You can also ask us to:',
        ],
        items: [
          'give you a copy of the personal data we hold about you;',
          'correct information that is inaccurate;',
          'delete your account and personal data, subject to the retention described above;',
          'stop sending you tips or other optional emails.',
        ],
      },
      {
        id: 'rights-requests',
        heading: '6. Making a request',
        paragraphs: [
          'To make a request, write to {supportEmail} from the email address on your account. Depending on the state where you live, you may have additional rights under state privacy laws. We will respond within the time the law requires and will not treat you differently for exercising your rights.',
        ],
      },
      {
        id: 'cookies',
        heading: '7. Cookies',
        paragraphs: [
          'TurnReady uses a single session cookie, which keeps you signed in and protects your account. It is strictly necessary, and it is removed when you log out or the session expires.',
          'We do not use advertising, tracking or third-party analytics cookies. When you pay, you are taken to our card payment provider’s checkout page, where that provider’s own cookie and privacy policies apply.',
        ],
      },
      {
        id: 'security',
        heading: '8. Security',
        paragraphs: [
          'We protect your information with measures such as encrypted connections, hashed passwords and restricted access. No service can guarantee complete security, so please use a strong, unique password and tell us right away if you suspect unauthorized access.',
        ],
      },
      {
        id: 'children',
        heading: '9. Children',
        paragraphs: [
          'TurnReady is only for people who are at least 18 years old. We do not knowingly collect information from anyone under 18; if we learn that we have, we delete it.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to this policy',
        paragraphs: [
          'We may update this Privacy Policy from time to time. When we make material changes, we will update the date at the top of this page and tell you by email or in the app before they take effect.',
        ],
      },
      {
        id: 'contact',
        heading: '11. Contact',
        paragraphs: ['Questions or requests about your privacy? Write to us at {supportEmail}.'],
      },
    ],
  },
} as const;

// The home page (spec §1, §2 "Home"): hero, how it works for each side, and why TurnReady.
import type { Widen } from '../widen';
import type { home as english } from '../en/home';
export const home: Widen<typeof english> = {
  hero: {
    eyebrow: 'Same-day turnovers for short-term rentals',
    title: 'Your rental, guest-ready by check-in.',
    lead: 'TurnReady connects short-term-rental hosts with independent local cleaners. Post a job with the pay up front and hire a team. Connect your booking calendar, and every checkout becomes a turnover: confirmed by your cleaner, covered by a backup when needed, with photos as proof of the clean.',
    postJob: 'Post a Job',
    joinCleaner: 'Join as a Cleaner',
    freeNote: 'Hosts post their first job free. Cleaners join free.',
    example: {
      label: 'Example job posting',
      title: 'Turnover cleaning',
      location: 'Asheville, NC',
      pay: '$95',
      payUnit: 'per turnover',
      details: '2 beds · 1 bath · 900 sq ft',
      checkout: 'Guest out 11:00 AM',
      checkin: 'Next guest in 4:00 PM',
      amenity: 'Same Day Turns Accepted',
      applicants: '3 cleaners applied',
    },
  },
  howItWorks: {
    title: 'How It Works',
    lead: 'One simple flow for each side of the turnover.',
    hosts: {
      title: 'For hosts',
      steps: [
        {
          title: 'Post a job',
          body: 'Add your property details and set the pay per turnover, so cleaners know exactly what the job is worth.',
        },
        {
          title: 'Review applicants',
          body: "Compare cleaners' experience, ratings, availability and bio as their applications arrive.",
        },
        {
          title: 'Hire your team',
          body: 'Hire the cleaners you like for the property. The first takes each turnover; the others are the backups, asked in order when someone can’t make it.',
        },
        {
          title: 'Connect your calendar',
          body: 'Add your Airbnb, Vrbo or Booking.com calendar: each checkout becomes a turnover on your board, and each clean ends with the checklist done and photos you can check.',
        },
      ],
      cta: 'Post a Job',
    },
    cleaners: {
      title: 'For cleaners',
      steps: [
        {
          title: 'Create a profile',
          body: 'Tell hosts where you work, how much experience you have and when you are available.',
        },
        {
          title: 'Browse jobs near you',
          body: 'Filter active turnover jobs by city and state and see the pay per turnover before you apply.',
        },
        {
          title: 'Apply',
          body: 'Apply with one tap. Hosts review your profile and hire the cleaners they want on their team.',
        },
        {
          title: 'Confirm and clean',
          body: 'Turnovers come to your schedule and your calendar app. Confirm each one, follow the host’s checklist and finish with photos.',
        },
      ],
      cta: 'Join as a Cleaner',
    },
  },
  trust: {
    title: 'Why hosts and cleaners use TurnReady',
    points: [
      {
        title: 'Pay shown up front',
        body: 'Every job lists its payment per turnover, so there is no haggling and no surprises.',
      },
      {
        title: 'Local, independent cleaners',
        body: 'Cleaners are independent professionals who choose the jobs and schedules that suit them.',
      },
      {
        title: 'A backup and proof for every turnover',
        body: 'If your cleaner can’t make it, the next on your team is asked at once. Every clean ends with a checklist and photos.',
      },
      {
        title: 'Real people in support',
        body: 'Questions go to our support team, who reply within 24-48 hours on business days.',
      },
    ],
    note: 'TurnReady does not run background checks. Review each profile and talk with a cleaner before you hire.',
  },
  closing: {
    title: 'Ready for your next turnover?',
    body: 'Post your first job for free, or create your cleaner profile and start applying today.',
    postJob: 'Post a Job',
    joinCleaner: 'Join as a Cleaner',
  },
} as const;

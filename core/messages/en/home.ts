// The home page (spec §1, §2 "Home"): hero, how it works for each side, and why TurnReady.
export const home = {
  hero: {
    eyebrow: 'Same-day turnovers for short-term rentals',
    title: 'Your rental, guest-ready by check-in.',
    lead: 'TurnReady connects short-term-rental hosts with independent local cleaners. Hosts post a turnover job with the pay up front; cleaners nearby apply, and you hire the one who fits.',
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
        { title: 'Hire', body: 'Contact the cleaner you like best and agree on the details of the turnover directly.' },
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
          body: 'Apply with one tap. Hosts review your profile and contact you directly when they want to hire.',
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
        title: 'One application per job',
        body: 'Duplicate applications are prevented, so applicant lists stay clear and easy to review.',
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

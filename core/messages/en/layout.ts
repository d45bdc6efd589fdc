// The frame around every page: header menus, footer, skip link, page titles (spec §2).
export const layout = {
  skipToContent: 'Skip to main content',
  homeLink: 'TurnReady home',
  loadingPage: 'Loading page...',
  /** Issue 38: a page read from the phone's saved copy without signal; {time} is when it was saved. */
  offlineCopy: 'Offline: showing what was saved at {time}',
  /** document.title of every page but the home page. */
  pageTitle: '{page} | TurnReady',
  defaultTitle: 'TurnReady: same-day turnover cleaning for short-term rentals',
  header: {
    accountNav: 'Account',
    signUp: 'Sign Up',
    signUpAsHost: 'Sign Up as Host',
    signUpAsCleaner: 'Sign Up as Cleaner',
    login: 'Login',
    menu: 'Menu',
    hostAccount: 'Host account',
    cleanerAccount: 'Cleaner account',
    noProfile: 'Finish setting up your account',
    cleaner: {
      myProfile: 'My Profile',
      myApplications: 'My Applications',
      browseJobs: 'Browse Jobs',
      billing: 'Billing',
      /** Issue 42: the pay records (/cleaner/earnings). */
      earnings: 'Earnings',
    },
    host: {
      viewDashboard: 'View Dashboard',
      editProfile: 'Edit Profile',
      editJobs: 'Edit Jobs',
      addNewJob: 'Add New Job',
      viewApplicants: 'View Applicants',
      billing: 'Billing',
      /** Issue 42: the pay records (/host/payments). */
      payments: 'Payments',
    },
    logout: 'Logout',
    /** Issue 40: the header's link to the conversations (and the account menu's entry), with its unread count. */
    messages: 'Messages',
    messagesWithUnread: 'Messages, {count} unread',
    /** Issue 39: the link to /support, for the accounts in SUPPORT_ADMIN_EMAILS only. */
    support: 'Support',
  },
  footer: {
    nav: 'Footer',
    tagline: 'The marketplace for same-day turnovers: short-term-rental hosts meet independent local cleaners.',
    forHosts: 'For Hosts',
    postAJob: 'Post a Job',
    viewPricing: 'View Pricing',
    dashboard: 'Dashboard',
    forCleaners: 'For Cleaners',
    joinAsCleaner: 'Join as Cleaner',
    newsletter: 'Cleaner Newsletter',
    resources: 'Cleaning Resources',
    support: 'Support',
    contactUs: 'Contact Us',
    terms: 'Terms',
    privacy: 'Privacy',
    opensInNewTab: '(opens in a new tab)',
    copyright: '© 2024 TurnReady. All rights reserved.',
    madeFor: 'Made for hosts and cleaners across the United States.',
  },
  /** A signed-in user who opens the other role's page is taken to their own home with this toast. */
  otherRole: {
    hostPageTitle: 'That page is for hosts',
    cleanerPageTitle: 'That page is for cleaners',
    signedInAsHost: "You're signed in as a host, so here are your host pages.",
    signedInAsCleaner: "You're signed in as a cleaner, so here are your cleaner pages.",
  },
  /** Issue 41: the language switchers (header menu, footer) and the profile pages' Language field; the languages' names are in core/locale.ts. */
  language: {
    label: 'Language',
    hint: 'The language TurnReady speaks to you in: pages, emails and notifications.',
    saveFailed: 'Your language could not be saved. Try again.',
  },
} as const;

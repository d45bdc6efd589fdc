// Applicant management texts (spec §2 applicants pages, §4, §6, §8).
import type { Widen } from '../widen';
import type { applicants as english } from '../en/applicants';
export const applicants: Widen<typeof english> = {
  jobPage: {
    pageTitle: 'Applicants',
    title: 'Applicants',
    subtitle: 'Cleaners who applied to {place}.',
    backToDashboard: 'Back to dashboard',
    viewAllJobs: 'Applicants for all jobs',
  },
  allPage: {
    pageTitle: 'All Applicants',
    title: 'All Applicants',
    subtitle: 'Applications across all of your active jobs.',
    filteredSubtitle: 'Applications for one of your jobs.',
    showAllJobs: 'Show all jobs',
    viewAllForJob: 'View all applications for this job',
    noJobsTitle: 'No active jobs',
    noJobsDescription: 'Post a job to start receiving applications.',
    postJob: 'Post a Job',
    jobApplicantCount: '{count} applicants',
    jobApplicantCountOne: '1 applicant',
  },
  filters: {
    label: 'Filter applicants',
    all: 'All',
    favorites: 'Favorites',
    rejected: 'Rejected',
  },
  loading: 'Loading applicants...',
  loadFailed: 'Could not load applicants. Please try again.',
  empty: {
    allTitle: 'No applicants yet',
    allDescription: 'Cleaners who apply to this job will appear here.',
    favoritesTitle: 'No favorites yet',
    favoritesDescription: 'Star an applicant to add them to your favorites.',
    rejectedTitle: 'No rejected applicants',
    rejectedDescription: 'Applicants you reject will appear here.',
  },
  card: {
    experience: '{years} years experience',
    rating: 'Rating {rating}',
    availability: 'Availability',
    bio: 'About',
    appliedOn: 'Applied {date}',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
    highlightedLabel: 'Highlighted cleaner',
    highlightedTooltip: 'This cleaner has highlighted their application.',
    lockedTitle: 'Details hidden on the Free plan',
    upgradeToUnlock: 'Upgrade to unlock',
  },
  statuses: {
    pending: 'Pending',
    favorite: 'Favorite',
    rejected: 'Rejected',
    accepted: 'Hired',
    contacting: 'Contacting',
  },
  actions: {
    favorite: 'Add {name} to favorites',
    unfavorite: 'Remove {name} from favorites',
    reject: 'Reject',
    unreject: 'Un-reject',
    contact: 'Contact',
    hire: 'Hire',
    updating: 'Updating...',
  },
  /** Shown under a card's buttons when some are unavailable, saying why (issue 14). */
  unavailable: {
    rejected: 'Un-reject this applicant to hire them.',
    contacting: 'You are contacting this cleaner: hire or reject them. The star is for applicants not contacted yet.',
    accepted: 'Hired: a hire is final, so it cannot be starred or rejected.',
  },
  /**
   * Issue 37: Hire asks first and says what follows: where the cleaner joins the job's team, and
   * that offers wait for the host's 'Send offers' (or the grace) so the team can be ordered first.
   */
  hireDialog: {
    title: 'Hire {name}?',
    joinsAsPrimary:
      '{name} joins the team for {place} at position 1, as its primary: turnovers are offered to them first.',
    joinsAsBackup: '{name} joins the team for {place} at position {position}, as backup {backup}.',
    offers:
      'Upcoming turnovers are offered when you press “Send offers” on the team, or automatically after {minutes} minutes without changes to it. You can reorder the team first.',
    email: 'They get a “You’re hired” email. A hire is final.',
    confirm: 'Hire',
    cancel: 'Not now',
    busy: 'Hiring…',
  },
  hiredToast: {
    title: '{name} is hired',
    description: 'They joined the team. Send offers from the job’s Turnovers page when the team is set.',
  },
  /** On a hired applicant's card: the job's team and turnovers, where offers are sent. */
  teamLink: 'Team and turnovers',
  /** Subject of the mail draft Contact opens. */
  contactSubject: 'Your TurnReady application for {place}',
  toast: {
    updatedTitle: 'Status updated',
    updatedDescription: 'Application status changed to "{status}".',
    failed: 'Failed to update status: {message}',
  },
  errors: {
    applicationNotFound: 'Application not found.',
    /** e.g. 'An application that is "Hired" cannot be rejected.' (the status's label) */
    invalidTransition: 'An application that is "{status}" cannot be {action}.',
    actionPastTense: {
      favorite: 'added to favorites',
      unfavorite: 'removed from favorites',
      reject: 'rejected',
      unreject: 'un-rejected',
      contact: 'contacted',
      hire: 'hired',
    },
    changedMeanwhile: 'This application was changed in the meantime. Reload the page and try again.',
    locked: 'Upgrade your plan to see and manage this applicant.',
    invalidAction: 'Choose one of: favorite, unfavorite, reject, unreject, contact, hire.',
  },
  /**
   * What the cleaner is told when the host changes an application (a notification): only a hire and,
   * after a grace for an undo, 'not selected' (issue 14). Starring, contacting and un-rejecting are
   * the host's private triage and tell no one.
   */
  cleanerNotification: {
    hiredTitle: "You're hired!",
    hiredMessage: 'The host hired you for {place}: you are on its team. Your turnovers will show on your schedule.',
    notSelectedTitle: 'Application not selected',
    notSelectedMessage:
      'The host of {place} chose another cleaner this time. Keep applying: new jobs are posted every day.',
  },
} as const;

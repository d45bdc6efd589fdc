// Open to nearby cleaners (issue 17): an unfilled turnover its host opens to cleaners in the
// property's state, who see it on /browse-jobs and request it; the host picks one (or the first
// request is taken at once, and that cleaner waits for the host's 'Approve access': issue 35).
import type { Widen } from '../widen';
import type { openTurnovers as english } from '../en/open-turnovers';
export const openTurnovers: Widen<typeof english> = {
  host: {
    open: 'Open to nearby cleaners',
    openTitle: 'Open this turnover to nearby cleaners?',
    openDescription:
      'Cleaners in {state} see its date, time, pay, city and size on Browse Jobs (never the address or your notes) and can request it.',
    autoAccept: 'Give it to the first cleaner who requests it',
    autoAcceptHint: 'Off: you choose among the requests.',
    autoAcceptWarning:
      'With this on, whoever requests it first gets the turnover and its address at once, even a cleaner you have never hired. They see the access instructions only after you have seen who it is and pressed “Approve access”.',
    openConfirm: 'Open to nearby cleaners',
    opening: 'Opening…',
    keep: 'Not now',
    opened: 'Nearby cleaners can now request this turnover.',
    requestsHeading: 'Requests',
    noRequests: 'No requests yet. You are notified as soon as a cleaner asks.',
    autoAcceptOn: 'The first request gets it.',
    from: 'from {city}, {state}',
    assign: 'Assign',
    assignLabel: 'Assign to {name}',
    assigning: 'Assigning…',
    assigned: '{name} has the turnover.',
    requestStatus: { requested: 'Waiting', accepted: 'Assigned', not_selected: 'Not selected', withdrawn: 'Withdrawn' },
    heldHeading: 'Taken by auto-accept: approve access',
    heldDetail: 'They requested it first and have it. They cannot see the access instructions until you approve.',
    approveAccess: 'Approve access',
    approveAccessLabel: 'Approve access for {name}',
    approving: 'Approving…',
    approved: '{name} can now see the access instructions in their window.',
  },
  cleaner: {
    heading: 'Urgent turnovers near you',
    description: 'One-off turnovers hosts need cleaned soon. Request one and the host decides.',
    window: '{start} – {end}',
    size: '{bedrooms} bd · {bathrooms} ba',
    request: 'Request',
    requestLabel: 'Request the turnover on {date} in {city}',
    requesting: 'Requesting…',
    requested: 'Requested',
    requestedToast: 'Requested. The host has been told.',
    assignedToast: 'It’s yours: see it on your schedule.',
    loadFailed: 'Urgent turnovers could not be loaded.',
  },
  requested: { title: 'A cleaner requested your turnover', message: '{cleaner} asked to clean {date} at {place}.' },
  autoAssigned: {
    title: 'Turnover taken',
    message:
      '{cleaner} requested {date} at {place} and has it (first request). They cannot see the access instructions until you approve access on the Turnovers page.',
  },
  assigned: {
    title: 'You got the turnover',
    message: 'The host gave you {date}, {start}–{end} at {place}. It is on your schedule.',
  },
  /** To the cleaner auto-accept gave it to; `{held}` is why the access instructions wait (playbook.cleaner.accessHeld). */
  autoAssignedToYou: {
    title: 'You got the turnover',
    message: 'You asked first: {date}, {start}–{end} at {place} is yours and on your schedule. {held}',
  },
  accessApproved: {
    title: 'Access approved',
    message:
      'The host confirmed you for {date} at {place}. The access instructions show from 24 hours before the window.',
  },
  notSelected: {
    title: 'Turnover went to another cleaner',
    message: 'The turnover on {date} in {city} went to another cleaner.',
  },
  errors: {
    notFound: 'Turnover not found.',
    requestNotFound: 'That request no longer exists.',
    notOpen: 'This turnover is not open to nearby cleaners.',
    notUnfilled: 'Only an unfilled upcoming turnover can be opened to nearby cleaners.',
    taken: 'This turnover has already been taken.',
  },
} as const;

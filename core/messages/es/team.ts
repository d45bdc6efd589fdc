// The job's team (issue 17): the Team section of the host's Turnovers page and its errors. The
// first member is the primary, the others backups in order.
import type { Widen } from '../widen';
import type { team as english } from '../en/team';
export const team: Widen<typeof english> = {
  heading: 'Team',
  explainer: 'Turnovers are offered to the primary first, then to the backups in order.',
  loading: 'Loading the team…',
  loadFailed: 'The team could not be loaded.',
  empty: 'No cleaner on the team yet. Hire a cleaner from your applicants and they join the team.',
  primary: 'Primary',
  backup: 'Backup {number}',
  hiredOn: 'Hired {date}',
  /**
   * Each member's record at this property (issue 37: this job's offers and turnovers only, never
   * another property's), shown on their card after `scope`.
   */
  reliability: {
    scope: 'At this property:',
    noOffers: 'no offers yet',
    offered: '{count} offered',
    answered: '{count} answered',
    pending: '{count} pending',
    confirmed: '{count} confirmed',
    declined: '{count} declined',
    lateCancellations: '{count} cancelled late',
    completed: '{count} completed',
    missed: '{count} missed',
  },
  /** Issue 37: after a change to the team, upcoming turnovers wait for the host before they are offered. */
  offersHeld: {
    title: 'Offers are waiting for you',
    body: 'Upcoming turnovers will be offered to {name} at {time}, {minutes} minutes after your last change to the team. Reorder the team first if you like.',
    send: 'Send offers now',
    sending: 'Sending offers…',
    sent: 'Offers sent to the team.',
  },
  moveUp: 'Move up',
  moveDown: 'Move down',
  /** Accessible names: the button's visible words first (so voice control finds them), then whom it moves. */
  moveUpLabel: 'Move up: {name}',
  moveDownLabel: 'Move down: {name}',
  moved: '{name} is now {role}.',
  remove: 'Remove from team',
  removeLabel: 'Remove from team: {name}',
  removeTitle: 'Remove {name} from the team?',
  removeDescription:
    'They stay hired on this job and you can add them back. Turnovers they confirmed go to the next cleaner on the team at once; those still waiting for their answer are offered again when you send offers.',
  removeConfirm: 'Remove from team',
  removeCancel: 'Keep on team',
  removing: 'Removing…',
  removed: '{name} was removed from the team.',
  removedHeading: 'Removed from the team',
  addBack: 'Add back',
  addBackLabel: 'Add back: {name}',
  addedBack: '{name} is back on the team, last in line.',
  errors: {
    notMember: 'This cleaner is not on the team.',
    notHired: 'Only cleaners hired on this job can join its team.',
    alreadyMember: 'This cleaner is already on the team.',
    cannotMoveUp: 'The primary cannot move up.',
    cannotMoveDown: 'The last member cannot move down.',
  },
} as const;

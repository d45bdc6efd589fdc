// Everything a turnover change tells people (issues 16, 17, 35), in one place: the cleaners' bell
// and email about changes to their turnovers (with an open offer's answer links), the next member's
// offer, the host's news of answers, lapses and removals, and the urgent alert when nobody is left.
// Issue 37: the confirmed cleaner's reminders and the alerts of a turnover not started or missed.
// Issue 38: the push reminding a cleaner of an offer about to lapse.
// It reads through ../reads.ts and never calls back into the verbs.
export { tellCleaners, tellOffered, turnoverChange, type CleanerChange, type TurnoverMailDeps } from './changes';
export {
  alertUnfilled,
  tellAssignedSoon,
  tellConfirmed,
  tellCoverChanges,
  tellGivenToAnother,
  tellLapsed,
  tellPassedOn,
} from './chain';
export { tellJobDeleted, tellMemberRemoved } from './ended';
export { alertStartOverdue, tellMissed, tellReminder } from './alerts';
export { remindOffers } from './reminder';

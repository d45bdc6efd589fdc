// The turnovers feature's front door: what other features (and server/app.ts) may use of it.
export { answerTurnover } from './answers';
export { settleJob } from './chain';
export { holdOffers, jobOffersHeld } from './hold';
export { tellAssignedSoon, type TurnoverMailDeps } from './messages';
export { verifyOfferToken, type OfferLink } from './offer-tokens';
export { withdrawOpenOffer } from './offers';
export { hostOwnsTurnover } from './policy';
export {
  assertTurnoverJobNotDeleted,
  assignedTurnover,
  jobDeleted,
  loadTurnoverJob,
  lockTurnover,
  teamOrder,
} from './reads';
export { cleanerHasSchedule } from './schedule-home';
export { sendHeldOffers } from './send-offers';
export { setTurnoverStatus } from './status';
export { applySyncPlan } from './sync-writer';
export { nextTurnovers, presentHostTurnover, presentOne } from './views';
export { endJobTurnovers, takeTurnoversFrom } from './withdraw';
export { createWorkHandlers, type WorkHandlerDeps } from './work-handlers';

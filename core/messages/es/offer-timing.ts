// The Spanish text of issue 37: how long a cleaner has left to answer an offer, in words
// (core/offers.ts answerWithin), for the emails, the bell and the pages alike.
import type { Widen } from '../widen';
import type { offerTiming as english } from '../en/offer-timing';
export const offerTiming: Widen<typeof english> = {
  /** Under an hour: whole minutes, rounded down (never promise more time than there is). */
  minutes: 'tienes {minutes} min para responder',
  /** One to twelve hours: hours and minutes ("answer within 1 h 40 min"), or whole hours. */
  hoursMinutes: 'tienes {hours} h {minutes} min para responder',
  hours: 'tienes {hours} h para responder',
  /** Further off: the moment itself, in the property's zone. */
  by: 'responde antes del {deadline}',
  /** After a line that names the deadline, under twelve hours: " (answer within 40 min)". */
  leftPart: ' ({within})',
  /** The deadline has come (the runner passes it on within moments). */
  passed: 'se acabó el tiempo para responder',
} as const;

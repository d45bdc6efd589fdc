// The server's catalog per language (issue 41): the pages' catalog plus the texts only the server
// reads (emails, offer timing, calendar words). Emails, notifications, calendar feeds and API errors
// are rendered from `messagesFor(<the reader's language>)`; the browser never loads this module.
import type { Locale } from '../locale';
import { en, type Messages } from './en';
import { billingEmails as enBillingEmails } from './en/billing-emails';
import { calendarEmails as enCalendarEmails } from './en/calendar-emails';
import { emailLayout as enEmailLayout } from './en/email-layout';
import { hiringEmails as enHiringEmails } from './en/hiring-emails';
import { messageEmails as enMessageEmails } from './en/message-emails';
import { offerEmails as enOfferEmails } from './en/offer-emails';
import { offerTiming as enOfferTiming } from './en/offer-timing';
import { reviewEmails as enReviewEmails } from './en/review-emails';
import { turnoverAlertEmails as enTurnoverAlertEmails } from './en/turnover-alert-emails';
import { turnoverEmails as enTurnoverEmails } from './en/turnover-emails';
import { words as enWords } from './en/turnover-words';
import { es } from './es';
import { billingEmails as esBillingEmails } from './es/billing-emails';
import { calendarEmails as esCalendarEmails } from './es/calendar-emails';
import { emailLayout as esEmailLayout } from './es/email-layout';
import { hiringEmails as esHiringEmails } from './es/hiring-emails';
import { messageEmails as esMessageEmails } from './es/message-emails';
import { offerEmails as esOfferEmails } from './es/offer-emails';
import { offerTiming as esOfferTiming } from './es/offer-timing';
import { reviewEmails as esReviewEmails } from './es/review-emails';
import { turnoverAlertEmails as esTurnoverAlertEmails } from './es/turnover-alert-emails';
import { turnoverEmails as esTurnoverEmails } from './es/turnover-emails';
import { words as esWords } from './es/turnover-words';
import type { Widen } from './widen';

const english = {
  ...en,
  billingEmails: enBillingEmails,
  calendarEmails: enCalendarEmails,
  emailLayout: enEmailLayout,
  hiringEmails: enHiringEmails,
  messageEmails: enMessageEmails,
  offerEmails: enOfferEmails,
  offerTiming: enOfferTiming,
  reviewEmails: enReviewEmails,
  turnoverAlertEmails: enTurnoverAlertEmails,
  turnoverEmails: enTurnoverEmails,
  turnoverWords: enWords,
};

/** Everything the server writes to a reader, in one language. */
export type ServerMessages = Messages & Widen<Omit<typeof english, keyof Messages>>;

const catalogs: Record<Locale, ServerMessages> = {
  en: english,
  es: {
    ...es,
    billingEmails: esBillingEmails,
    calendarEmails: esCalendarEmails,
    emailLayout: esEmailLayout,
    hiringEmails: esHiringEmails,
    messageEmails: esMessageEmails,
    offerEmails: esOfferEmails,
    offerTiming: esOfferTiming,
    reviewEmails: esReviewEmails,
    turnoverAlertEmails: esTurnoverAlertEmails,
    turnoverEmails: esTurnoverEmails,
    turnoverWords: esWords,
  },
};

/** The server's texts in a language. */
export const messagesFor = (locale: Locale): ServerMessages => catalogs[locale];

// The English catalog. Every user-facing text lives in core/messages so a second language is a
// second catalog of the same shape, with no component changes.
import { applicants } from './applicants';
import { auth } from './auth';
import { billing } from './billing';
import { billingEmails } from './billing-emails';
import { calculator } from './calculator';
import { calendarEmails } from './calendar-emails';
import { errors } from './errors';
import { cleaner } from './cleaner';
import { home } from './home';
import { host } from './host';
import { jobs } from './jobs';
import { layout } from './layout';
import { legal } from './legal';
import { notFound } from './not-found';
import { notifications } from './notifications';
import { offerAnswers } from './offer-answers';
import { openTurnovers } from './open-turnovers';
import { registration } from './registration';
import { team } from './team';
import { turnoverEmails } from './turnover-emails';
import { turnovers } from './turnovers';

export const en = { auth, errors, layout, home, legal, notFound, jobs, registration, host, cleaner, applicants, notifications, billing, billingEmails, calculator, turnovers, turnoverEmails, calendarEmails, team, offerAnswers, openTurnovers };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have. */
export type Messages = Widen<typeof en>;

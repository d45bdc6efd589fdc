// The English catalog of the pages. Every user-facing text lives in core/messages so a second
// language is a second catalog of the same shape, with no component changes. Email texts
// (billing-emails.ts, calendar-emails.ts, hiring-emails.ts, turnover-emails.ts) sit beside it and are read by the
// server's templates only: they are not part of this catalog, so they never ship to the browser.
import { applicants } from './applicants';
import { areas } from './areas';
import { auth } from './auth';
import { billing } from './billing';
import { board } from './board';
import { calculator } from './calculator';
import { errors } from './errors';
import { cleaner } from './cleaner';
import { conversations } from './conversations';
import { messageLinks } from './message-links';
import { home } from './home';
import { host } from './host';
import { jobs } from './jobs';
import { layout } from './layout';
import { missedTurnovers } from './missed-turnovers';
import { legal } from './legal';
import { notFound } from './not-found';
import { notifications } from './notifications';
import { offerAnswers } from './offer-answers';
import { openTurnovers } from './open-turnovers';
import { photos } from './photos';
import { pay } from './pay';
import { payLinks } from './pay-links';
import { playbook } from './playbook';
import { push } from './push';
import { registration } from './registration';
import { reviewCards } from './review-cards';
import { reviews } from './reviews';
import { reliability } from './reliability';
import { support } from './support';
import { team } from './team';
import { turnovers } from './turnovers';
import type { Widen } from '../widen';

export const en = {
  auth,
  errors,
  layout,
  home,
  legal,
  notFound,
  jobs,
  registration,
  host,
  cleaner,
  applicants,
  notifications,
  billing,
  calculator,
  turnovers,
  board,
  team,
  offerAnswers,
  openTurnovers,
  missedTurnovers,
  photos,
  playbook,
  push,
  conversations,
  messageLinks,
  reviewCards,
  reviews,
  reliability,
  support,
  areas,
  pay,
  payLinks,
};

/** The shape every catalog must have. */
export type Messages = Widen<typeof en>;

// The Spanish catalog of the pages: the same shape as the English one (core/messages/en/index.ts),
// written from the glossary in docs/glossary-es.md. Email texts sit beside it, as in English.
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
import { playbook } from './playbook';
import { push } from './push';
import { registration } from './registration';
import { reviewCards } from './review-cards';
import { reviews } from './reviews';
import { reliability } from './reliability';
import { support } from './support';
import { team } from './team';
import { turnovers } from './turnovers';
import type { Messages } from '../en';

export const es: Messages = {
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
};


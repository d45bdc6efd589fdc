// The support queue's front door (issue 39): features file cases through it (a reported
// conversation, review, contested no-show) and export subject handlers of its SupportSubject shape,
// which server/app.ts hands to the routes; a subject's decision may suspend an account through it.
export { fileSupportCase } from './cases';
export { isSuspendedEmail, suspendAccount } from './accounts';
export { supportRoutes } from './routes';
export type { SupportSubject, SupportSubjects } from './subjects';

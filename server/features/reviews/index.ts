// The reviews feature's front door (issue 39): turnover runs open a window when a turnover is
// completed, server/app.ts wires the routes and the window's scheduled close, and the support
// queue takes reported reviews and contested no-shows through `reviewSupportSubjects`.
export { openReviewWindow, runReviewWindowClose, type ReviewMailDeps } from './service';
export { reviewSummaries } from './reads';
export { reviewRoutes } from './routes';
export { reviewSupportSubjects, type SupportSubject } from './support-subjects';

// The messages feature's front door (issue 40): the turnover features append system lines through
// it, the photos feature admits a message's photo, and server/app.ts wires the routes, the stream
// loader and the away email's scheduled work.
export { appendSystemLine, appendSystemLines, type SystemLine } from './system-lines';
export { admitMessagePhoto } from './send';
export { loadMessageEvent } from './stream';
export { runAwayEmail, type AwayEmailDeps } from './away-email';
export { messageRoutes } from './routes';
export { conversationSupportSubject } from './support-subject';

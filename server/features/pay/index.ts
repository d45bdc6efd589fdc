// The pay records feature's front door (issue 42, decision 050): turnover runs open a line when a
// turnover is completed, server/app.ts wires the routes, and the photo routes take an expense's
// receipt through `admitReceipt`.
export { admitReceipt, adjustmentView, openMissingPayLines, openPayLine, type PayMailDeps } from './service';
export { payRoutes } from './routes';

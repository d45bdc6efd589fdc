// The push feature's front door (issue 38): notifications queue pushes through it; app.ts builds the sender and the routes.
export { enqueuePush } from './service';
export { createPushSender, type PushSender } from './sender';
export { pushRoutes } from './routes';
export { manifestRoutes } from './manifest';

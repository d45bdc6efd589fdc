// The few service-worker types web/src/service-worker uses. The project's TypeScript builds for the
// page (lib DOM), and the WebWorker lib cannot be added beside it without clashes; these name only
// what the worker touches.
export type ExtendableEventLike = Event & { waitUntil(promise: Promise<unknown>): void };
export type PushEventLike = ExtendableEventLike & { data: { json(): unknown } | null };
export type NotificationEventLike = ExtendableEventLike & { action: string; notification: Notification };
type WindowClientLike = { url: string; focus(): Promise<unknown> };
type ClientLike = { postMessage(message: unknown): void };

export type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    get(id: string): Promise<ClientLike | undefined>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
};

// GET/POST /api/push/devices, DELETE /api/push/devices/{id}, GET /api/push/key: this person's devices
// that receive push notifications, and subscribing this browser (permission asked only on a press).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevicesResponse, PushKeyResponse } from '@core/schemas/push';
import { api, apiGet, apiPost } from '@web/lib/api';
import { browserTimeZone, pushPreferencesKey } from './push-preferences';

export const pushDevicesKey = ['push-devices'] as const;

/** This browser's push subscription, if it has one (and can have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export function usePushDevices() {
  return useQuery({
    queryKey: pushDevicesKey,
    queryFn: async () => {
      const endpoint = (await currentSubscription().catch(() => null))?.endpoint;
      return apiGet<PushDevicesResponse>(`/push/devices${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`);
    },
  });
}

export class PushBlocked extends Error {}

/** Asks for permission, subscribes this browser with the server's key and registers it. */
export function useTurnOnPush() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new PushBlocked();
      const { publicKey } = await apiGet<PushKeyResponse>('/push/key');
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      // The browser's zone goes along: quiet hours are kept in it.
      return apiPost<PushDevicesResponse>('/push/devices', { ...subscription.toJSON(), timeZone: browserTimeZone() });
    },
    onSuccess: (devices) => {
      qc.setQueryData(pushDevicesKey, devices);
      void qc.invalidateQueries({ queryKey: pushPreferencesKey });
    },
  });
}

export function useRemoveDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (device: { id: string; current: boolean }) => {
      await api<null>('DELETE', `/push/devices/${encodeURIComponent(device.id)}`);
      // This browser: stop its subscription too, so the push service forgets it.
      if (device.current) await (await currentSubscription())?.unsubscribe();
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushDevicesKey }),
  });
}

// The profile's 'Notifications on your phone' section (issue 38): turn push on for this browser
// (the browser asks for permission only when the button is pressed), and the devices that get
// notifications, each with Remove.
import { BellRing, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { pushMessages } from '@web/lib/messages/push';
import { PushPreferencesForm } from './push-preferences-form';
import { PushBlocked, pushSupported, usePushDevices, useRemoveDevice, useTurnOnPush } from '../api/push-devices';

/** `role`: the profile's person, who sees only the kinds of push they receive. */
export function DeviceNotifications({ role }: { role: 'cleaner' | 'host' }) {
  const m = useMessages(pushMessages).push.devices;
  const devices = usePushDevices();
  const turnOn = useTurnOnPush();
  const remove = useRemoveDevice();
  const [supported] = useState(pushSupported);
  const list = devices.data?.devices ?? [];
  const thisOneOn = list.some((d) => d.current);
  const blocked = turnOn.error instanceof PushBlocked;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby="device-notifications-heading">
        <h2 id="device-notifications-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BellRing className="size-5 text-brand-700" aria-hidden />
          {m.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.intro}</p>
        <div className="mt-4" aria-live="polite">
          {!supported ? (
            <p className="text-sm text-slate-700">{m.unsupported}</p>
          ) : thisOneOn ? (
            <p className="text-sm font-medium text-brand-800">{m.on}</p>
          ) : (
            <>
              <Button onClick={() => turnOn.mutate()} disabled={turnOn.isPending} className="w-full sm:w-auto">
                {turnOn.isPending ? m.turningOn : m.turnOn}
              </Button>
              {turnOn.isError && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {blocked ? m.blocked : m.failed}
                </p>
              )}
            </>
          )}
        </div>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{m.listHeading}</h3>
        {list.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{devices.isPending ? '…' : m.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {list.map((d) => (
              <li key={d.id} className="flex items-center gap-3 px-3 py-2">
                <Smartphone className="size-5 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {d.label}
                    {d.current && <span className="ml-2 text-xs font-normal text-brand-800">({m.thisDevice})</span>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {format(m.added, { date: new Date(d.createdAt).toLocaleDateString() })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={format(m.removeLabel, { label: d.label })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(d, {
                      onSuccess: () => notify.success({ title: format(m.removed, { label: d.label }) }),
                    })
                  }
                >
                  {m.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <PushPreferencesForm role={role} />
      </section>
    </Card>
  );
}

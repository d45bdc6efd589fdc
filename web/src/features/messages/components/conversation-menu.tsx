// A conversation's menu: the 'Email me when a message waits' switch, block or unblock (asked
// first), and 'Report conversation' (a dialog with reasons).
import { Ban, EllipsisVertical, Flag, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ConversationSummary } from '@core/schemas/messages';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Disclosure } from '@web/components/ui/disclosure';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useBlock, useConversationSettings } from '../api/conversations';
import { ReportDialog } from './report-dialog';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50';

export function ConversationMenu({ conversation: c }: { conversation: ConversationSummary }) {
  const m = useMessages(conversationsMessages).conversations.menu;
  const id = useId();
  const settings = useConversationSettings(c.id);
  const block = useBlock(c.id);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = c.other.name;

  const setBlocked = (blocked: boolean) =>
    block.mutate(blocked, {
      onSuccess: () => {
        setConfirmingBlock(false);
        notify.success({ title: format(blocked ? m.blockedToast : m.unblockedToast, { name }) });
      },
      onError: (err) => {
        setConfirmingBlock(false);
        notify.error({ title: format(m.failed, { reason: err.message }) });
      },
    });

  return (
    <>
      <Disclosure
        button={(props) => (
          <Button
            {...props}
            ref={(el) => {
              trigger.current = el;
              if (typeof props.ref === 'function') props.ref(el);
              else if (props.ref) (props.ref as { current: HTMLButtonElement | null }).current = el;
            }}
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={m.label}
          >
            <EllipsisVertical className="size-5" aria-hidden="true" />
          </Button>
        )}
        panelClassName="w-72 max-w-[calc(100vw-24px)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        {(close) => (
          <ul aria-label={m.label}>
            <li className="flex items-start gap-3 px-3 py-2.5">
              <input
                id={`${id}-email`}
                type="checkbox"
                role="switch"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                checked={c.emailWhenAway}
                onChange={(e) =>
                  settings.mutate(e.target.checked, {
                    onError: (err) => notify.error({ title: format(m.failed, { reason: err.message }) }),
                  })
                }
              />
              <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
                {m.emailWhenAway}
              </label>
            </li>
            <li className="mx-1.5 my-1 h-px bg-slate-200" aria-hidden="true" />
            <li>
              {c.blockedByMe ? (
                <button
                  type="button"
                  className={itemClass}
                  disabled={block.isPending}
                  onClick={() => {
                    close();
                    setBlocked(false);
                  }}
                >
                  <ShieldCheck className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {format(m.unblock, { name })}
                </button>
              ) : (
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close();
                    setConfirmingBlock(true);
                  }}
                >
                  <Ban className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {format(m.block, { name })}
                </button>
              )}
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  setReporting(true);
                }}
              >
                <Flag className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                {m.report}
              </button>
            </li>
          </ul>
        )}
      </Disclosure>
      <ConfirmDialog
        open={confirmingBlock}
        onOpenChange={setConfirmingBlock}
        title={format(m.blockTitle, { name })}
        description={m.blockDescription}
        cancelLabel={m.cancel}
        confirmLabel={m.blockConfirm}
        busyLabel={<BusyLabel>{m.blocking}</BusyLabel>}
        busy={block.isPending}
        onConfirm={() => setBlocked(true)}
        returnFocus={trigger}
      />
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        conversationId={c.id}
        name={name}
        returnFocus={trigger}
      />
    </>
  );
}

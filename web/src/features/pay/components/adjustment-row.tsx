// One adjustment on a ledger line: what for (kind, quantity, note), its signed amount, who proposed
// it and when, its status (declined and withdrawn ones stay visible), the 14-day flag, its receipt
// photo, and the buttons of whoever may act on it: the other side accepts or declines, the proposer
// withdraws it or adds the receipt while it is pending.
import { Check, Undo2, X } from 'lucide-react';
import type { PayAdjustment } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { FileButton } from '@web/components/ui/file-button';
import { receiptUrls } from '../api/keys';
import { useAnswerAdjustment, useUploadReceipt } from '../api/writes';
import { describePayFailure } from '../errors';
import { formatCents, formatDate, formatSignedCents } from '../format';
import { AdjustmentStatusBadge, UnconfirmedFlag } from './badges';

export function AdjustmentRow({
  adjustment: a,
  otherName,
  viewer,
}: {
  adjustment: PayAdjustment;
  otherName: string;
  viewer: 'host' | 'cleaner';
}) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.adjustment;
  const words = messages.pay.server;
  const answer = useAnswerAdjustment();
  const upload = useUploadReceipt();
  const kind = words.kinds[a.kind];
  const quantity =
    a.quantity !== null && a.kind in words.quantities
      ? format(words.quantities[a.kind as keyof typeof words.quantities], { n: a.quantity })
      : null;
  const amount = formatCents(a.amountCents);
  const busy = answer.isPending || upload.isPending;

  const act = (what: 'accept' | 'decline' | 'withdraw') =>
    answer.mutate(
      { id: a.id, answer: what },
      {
        onSuccess: ({ line }) =>
          notify.success({
            title:
              what === 'accept'
                ? format(m.accepted, { amount: formatCents(line.totalCents) })
                : what === 'decline'
                  ? m.declined
                  : m.withdrawn,
          }),
        onError: (err) => notify.error({ title: describePayFailure(err, messages) }),
      },
    );

  const addReceipt = (file: File) =>
    upload.mutate(
      { adjustmentId: a.id, file },
      {
        onSuccess: () => notify.success({ title: m.receiptSaved }),
        onError: (err) =>
          notify.error({ title: format(m.receiptFailed, { reason: describePayFailure(err, messages) }) }),
      },
    );

  return (
    <li
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-3 print:break-inside-avoid"
      data-testid="adjustment"
      data-kind={a.kind}
      data-status={a.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium text-slate-900">
          {kind}
          {quantity && <span className="font-normal text-slate-600"> · {quantity}</span>}
        </p>
        <p
          className={
            a.status === 'accepted'
              ? 'font-semibold tabular-nums text-slate-900'
              : a.status === 'pending'
                ? 'font-semibold tabular-nums text-slate-700'
                : 'font-semibold tabular-nums text-slate-500 line-through'
          }
          data-testid="adjustment-amount"
        >
          {formatSignedCents(a.signedCents)}
        </p>
      </div>
      {a.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{a.note}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <AdjustmentStatusBadge status={a.status} />
        {a.unconfirmed && <UnconfirmedFlag hint={messages.pay.web.flags.adjustmentHint} />}
        <span>
          {a.proposedBy === viewer
            ? format(m.proposedByYou, { date: formatDate(a.proposedAt) })
            : format(m.proposedBy, { name: otherName, date: formatDate(a.proposedAt) })}
        </span>
      </div>
      {a.receiptPhotoId && (
        <a
          href={receiptUrls(a.receiptPhotoId).url}
          target="_blank"
          rel="noopener"
          className="mt-2 inline-block size-20 overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600"
        >
          <img
            src={receiptUrls(a.receiptPhotoId).thumbUrl}
            alt={format(m.receiptAlt, { amount })}
            loading="lazy"
            className="size-full object-cover"
          />
        </a>
      )}
      {(a.canAnswer || a.canWithdraw) && (
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          {a.canAnswer && (
            <>
              <Button
                disabled={busy}
                onClick={() => act('accept')}
                aria-label={format(m.acceptLabel, { kind, amount })}
              >
                <Check className="size-4" aria-hidden="true" />
                {m.accept}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => act('decline')}
                aria-label={format(m.declineLabel, { kind, amount })}
              >
                <X className="size-4" aria-hidden="true" />
                {m.decline}
              </Button>
            </>
          )}
          {a.canWithdraw && (
            <>
              {a.kind === 'expense' && (
                <FileButton accept="image/*" disabled={busy} onFiles={([file]) => file && addReceipt(file)}>
                  {a.receiptPhotoId ? m.replaceReceipt : m.addReceipt}
                </FileButton>
              )}
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => act('withdraw')}
                aria-label={format(m.withdrawLabel, { kind, amount })}
              >
                <Undo2 className="size-4" aria-hidden="true" />
                {m.withdraw}
              </Button>
            </>
          )}
        </div>
      )}
      {a.status === 'pending' && a.proposedBy === viewer && (
        <p className="mt-2 text-xs text-slate-600">{format(m.waitingForThem, { name: otherName })}</p>
      )}
    </li>
  );
}

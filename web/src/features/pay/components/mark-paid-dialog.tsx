// 'Mark paid' (issue 42): the host records how a set of lines was paid (method, date, optional
// reference; for Venmo, Cash App and PayPal whether through the app's business option, since card
// and business payments may be reported on a 1099-K). TurnReady moves no money. Loaded when first opened.
import { useState, type FormEvent } from 'react';
import { plural } from '@core/messages/format';
import { isAppMethod, PAY_METHODS, PAY_REFERENCE_MAX, type PayMethod } from '@core/pay';
import { SelectField, TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useNow } from '@web/lib/use-now';
import { DialogButtons, FormDialog } from '@web/components/ui/form-dialog';
import { useMarkPaid } from '../api/writes';
import { describePayFailure } from '../errors';
import { formatCents, todayAt } from '../format';

export type MarkPaidDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cleaner: { userId: string; name: string };
  lineIds: string[];
  totalCents: number;
  onPaid?: () => void;
};

const DAY_MS = 86_400_000;

export default function MarkPaidDialog({
  open,
  onOpenChange,
  cleaner,
  lineIds,
  totalCents,
  onPaid,
}: MarkPaidDialogProps) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.markPaid;
  const now = useNow();
  const today = todayAt(now);
  const latest = todayAt(now + DAY_MS);
  const markPaid = useMarkPaid();
  const [method, setMethod] = useState<PayMethod>('zelle');
  const [appBusiness, setAppBusiness] = useState(false);
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [dateError, setDateError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const amount = formatCents(totalCents);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    // Dates compare as text: both are YYYY-MM-DD.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > latest || paidOn < '2000-01-01') {
      setDateError(m.dateInvalid);
      return;
    }
    setDateError(undefined);
    markPaid.mutate(
      {
        cleanerUserId: cleaner.userId,
        lineIds,
        method,
        appBusiness: isAppMethod(method) && appBusiness,
        paidOn,
        reference: reference.trim(),
      },
      {
        onSuccess: () => {
          notify.success({ title: format(m.done, { name: cleaner.name, amount }) });
          onPaid?.();
          onOpenChange(false);
        },
        onError: (err) => setFailure(describePayFailure(err, messages)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={plural(m.description, lineIds.length, { name: cleaner.name, amount })}
      busy={markPaid.isPending}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField label={m.method} value={method} onChange={(e) => setMethod(e.target.value as PayMethod)}>
          {PAY_METHODS.map((k) => (
            <option key={k} value={k}>
              {messages.pay.server.methods[k]}
            </option>
          ))}
        </SelectField>
        {isAppMethod(method) && (
          <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={appBusiness}
              onChange={(e) => setAppBusiness(e.target.checked)}
            />
            <span>
              <span className="font-medium">{m.appBusiness}</span>
              <span className="mt-0.5 block text-slate-500">{m.appBusinessHint}</span>
            </span>
          </label>
        )}
        <TextField
          type="date"
          label={m.paidOn}
          value={paidOn}
          max={latest}
          min="2000-01-01"
          onChange={(e) => setPaidOn(e.target.value)}
          error={dateError}
          required
        />
        <TextField
          label={m.reference}
          value={reference}
          maxLength={PAY_REFERENCE_MAX}
          onChange={(e) => setReference(e.target.value)}
          hint={format(m.referenceHint, { max: PAY_REFERENCE_MAX })}
          autoComplete="off"
        />
        <FormError message={failure} />
        <DialogButtons
          busy={markPaid.isPending}
          closeLabel={m.cancel}
          submitLabel={format(m.submit, { amount })}
          busyLabel={m.sending}
        />
      </form>
    </FormDialog>
  );
}

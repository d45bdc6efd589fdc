// 'Propose an adjustment' on a ledger line (issue 42): what for, the amount (dollars typed, cents
// sent), the quantity its kind needs (minutes, guests, miles), a note (required for a deduction),
// and for an expense a receipt photo, uploaded through the photo pipeline once the adjustment
// exists. Loaded when first opened.
import { Camera, ImagePlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { needsQuantity, PAY_AMOUNT_MAX_CENTS, PAY_NOTE_MAX, PAY_QUANTITY_MAX, type PayAdjustmentKind } from '@core/pay';
import type { PayLine } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { FileButton } from '@web/components/ui/file-button';
import { DialogButtons, FormDialog } from '@web/components/ui/form-dialog';
import { useProposeAdjustment, uploadReceipt } from '../api/writes';
import { describePayFailure } from '../errors';
import { formatCents, formatDate, parseDollars } from '../format';

export type ProposeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  line: PayLine;
  kinds: readonly PayAdjustmentKind[];
  viewer: 'host' | 'cleaner';
  otherName: string;
};

type Errors = Partial<Record<'amount' | 'quantity' | 'note', string>>;

export default function ProposeDialog({ open, onOpenChange, line, kinds, viewer, otherName }: ProposeDialogProps) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.propose;
  const words = messages.pay.server;
  const propose = useProposeAdjustment(line.turnoverId);
  const [kind, setKind] = useState<PayAdjustmentKind>(kinds[0] ?? 'extra_time');
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const busy = propose.isPending || uploading;

  const check = (): { amountCents: number; quantity: number | null } | null => {
    const next: Errors = {};
    const cents = parseDollars(amount);
    if (cents === null) next.amount = m.amountInvalid;
    else if (cents < 1 || cents > PAY_AMOUNT_MAX_CENTS)
      next.amount = format(m.amountRange, { max: formatCents(PAY_AMOUNT_MAX_CENTS) });
    let q: number | null = null;
    if (needsQuantity(kind)) {
      q = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
      if (!Number.isInteger(q) || q < 1 || q > PAY_QUANTITY_MAX)
        next.quantity = format(m.quantityInvalid, { max: PAY_QUANTITY_MAX });
    }
    if (kind === 'deduction' && note.trim() === '') next.note = m.noteRequired;
    if (note.length > PAY_NOTE_MAX) next.note = format(m.noteTooLong, { max: PAY_NOTE_MAX });
    setErrors(next);
    return Object.keys(next).length > 0 || cents === null ? null : { amountCents: cents, quantity: q };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const checked = check();
    if (!checked) return;
    propose.mutate(
      { kind, amountCents: checked.amountCents, quantity: checked.quantity, note: note.trim() },
      {
        onSuccess: async ({ line: next }) => {
          if (kind === 'expense' && receipt) {
            // The new adjustment: the newest pending expense of ours on the line.
            const mine = next.adjustments
              .filter((a) => a.kind === 'expense' && a.status === 'pending' && a.proposedBy === viewer)
              .at(-1);
            if (mine) {
              setUploading(true);
              try {
                await uploadReceipt(mine.id, receipt);
              } catch (err) {
                notify.error({
                  title: format(messages.pay.web.adjustment.receiptFailed, {
                    reason: describePayFailure(err, messages),
                  }),
                });
              } finally {
                setUploading(false);
              }
            }
          }
          notify.success({ title: format(m.sent, { name: otherName }) });
          onOpenChange(false);
        },
        onError: (err) => setFailure(describePayFailure(err, messages)),
      },
    );
  };

  const quantityKind = needsQuantity(kind) ? (kind as keyof typeof m.quantity) : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={format(m.description, { date: formatDate(line.date), property: line.property, name: otherName })}
      busy={busy}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <SelectField label={m.kind} value={kind} onChange={(e) => setKind(e.target.value as PayAdjustmentKind)}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {words.kinds[k]}
            </option>
          ))}
        </SelectField>
        {quantityKind && (
          <TextField
            label={m.quantity[quantityKind]}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={errors.quantity}
            required
          />
        )}
        <TextField
          label={m.amount}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          hint={m.amountHint}
          required
        />
        <TextAreaField
          label={kind === 'deduction' ? m.note : m.noteOptional}
          value={note}
          maxLength={PAY_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          hint={format(m.noteHint, { max: PAY_NOTE_MAX, name: otherName })}
          required={kind === 'deduction'}
        />
        {kind === 'expense' && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{m.receipt}</legend>
            <p className="text-sm text-slate-500">{format(m.receiptHint, { name: otherName })}</p>
            {receipt ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                <span className="min-w-0 break-all" data-testid="receipt-chosen">
                  {format(m.chosen, { name: receipt.name })}
                </span>
                <Button variant="ghost" size="sm" onClick={() => setReceipt(null)} disabled={busy}>
                  <X className="size-4" aria-hidden="true" />
                  {m.removePhoto}
                </Button>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <FileButton
                  accept="image/*"
                  capture="environment"
                  disabled={busy}
                  onFiles={([f]) => setReceipt(f ?? null)}
                >
                  <Camera className="size-4" aria-hidden="true" />
                  {m.takePhoto}
                </FileButton>
                <FileButton accept="image/*" disabled={busy} onFiles={([f]) => setReceipt(f ?? null)}>
                  <ImagePlus className="size-4" aria-hidden="true" />
                  {m.choosePhoto}
                </FileButton>
              </div>
            )}
          </fieldset>
        )}
        <FormError message={failure} />
        <DialogButtons busy={busy} closeLabel={m.cancel} submitLabel={m.submit} busyLabel={m.sending} />
      </form>
    </FormDialog>
  );
}

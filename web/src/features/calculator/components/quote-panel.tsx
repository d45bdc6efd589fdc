// The estimate beside the form: the live total time and price, the full quote (after it was sent,
// or at once for a signed-in user, spec §2 Home), and the form that emails it.
import { Mail } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { formatDuration, formatPrice, formatRate } from '@core/calculator';
import { NAME_MAX } from '@core/calculator-fields';
import { Button } from '@web/components/ui/button';
import { EmailField, TextField } from '@web/components/ui/field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useTypedBeforeHydration } from '@web/lib/hydration';
import { format, useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';
import { useSession } from '@web/features/auth';
import { BusyLabel } from '@web/components/ui/busy-label';
import { useSendQuote } from '../api/send-quote';
import { NUMBER_FIELDS, type Calculator } from '../use-calculator';
import { QuoteBreakdown } from './quote-breakdown';

export const fieldId = (field: string) => `calculator-${field}`;

export function QuotePanel({ calc }: { calc: Calculator }) {
  const m = useMessages(calculatorMessages).calculator;
  const { user } = useSession();
  const send = useSendQuote();
  const checking = useRef(false); // loading the contract: one submit at a time
  // null until the visitor types: a signed-in user's email is the default (they may change it).
  const [email, setEmail] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [tips, setTips] = useState(false);
  const [sent, setSent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; name?: string }>({});
  const quoteRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.name !== undefined) setName(typed.name);
  });

  const emailValue = email ?? user?.email ?? '';
  const showQuote = sent || !!user;
  const { quote } = calc;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    if (!emailValue.trim()) {
      setFieldErrors({ email: m.emailRequiredDescription });
      notify.error({ title: m.emailRequiredTitle, description: m.emailRequiredDescription });
      document.getElementById(fieldId('email'))?.focus();
      return;
    }
    // The contract (and zod) loads with the first request, not with the page (issue 19). If it
    // cannot load, the server checks the address (its refusal shows on the field below).
    checking.current = true;
    const contract = await import('@core/schemas/calculator')
      .catch(() => null)
      .finally(() => (checking.current = false));
    if (contract && !contract.QuoteEmail.safeParse(emailValue).success) {
      setFieldErrors({ email: m.invalidEmailDescription });
      notify.error({ title: m.invalidEmailTitle, description: m.invalidEmailDescription });
      document.getElementById(fieldId('email'))?.focus();
      return;
    }
    setFieldErrors({});
    // A field that does not hold a valid number shows its message already: take the visitor there.
    const invalid = NUMBER_FIELDS.find((f) => calc.errors[f]);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    try {
      await send.mutateAsync({ ...calc.inputs, email: emailValue, name, subscribeToTips: tips });
      notify.success({ title: m.sentTitle, description: m.sentDescription });
      const firstTime = !showQuote;
      setSent(true);
      if (firstTime) {
        // The quote appears above the form: bring its top into view and move focus to it.
        requestAnimationFrame(() => {
          quoteRef.current?.scrollIntoView({
            block: 'start',
            behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          });
          quoteRef.current?.focus({ preventScroll: true });
        });
      }
    } catch (err) {
      const fields = err instanceof ApiRequestError ? err.fields : {};
      setFieldErrors({ email: fields.email, name: fields.name });
      const description =
        err instanceof ApiRequestError && err.code === 'RATE_LIMITED' ? err.message : m.failedDescription;
      notify.error({ title: m.failedTitle, description });
    }
  };

  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
      <div className="bg-brand-900 px-5 py-6 text-white sm:px-6">
        <h3 className="text-sm font-semibold uppercase tracking-wider text-brand-200">{m.estimate.title}</h3>
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3" aria-live="polite" aria-atomic="true">
          <div>
            <dt className="text-sm text-brand-100">{m.estimate.timeLabel}</dt>
            <dd className="mt-1 text-2xl font-bold whitespace-nowrap tabular-nums" data-testid="estimate-time">
              {formatDuration(quote.totalMinutes, m)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-100">{m.estimate.priceLabel}</dt>
            <dd
              className="mt-1 text-2xl font-bold whitespace-nowrap tabular-nums text-accent-400"
              data-testid="estimate-price"
            >
              {formatPrice(quote.totalPrice)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-brand-100">
          {format(m.estimate.atRate, { rate: formatRate(quote.hourlyRate) })}
        </p>
      </div>

      {showQuote ? (
        <section
          ref={quoteRef}
          tabIndex={-1}
          aria-labelledby="calculator-quote-title"
          className="scroll-mt-20 px-5 pt-6 outline-none sm:px-6"
        >
          <h3 id="calculator-quote-title" className="text-lg font-semibold text-slate-900">
            {m.quote.title}
          </h3>
          <div className="mt-3">
            <QuoteBreakdown quote={quote} />
          </div>
          <p className="mt-3 text-xs text-slate-500">{sent ? m.quote.liveNote : m.estimate.signedInNote}</p>
        </section>
      ) : (
        <p className="px-5 pt-5 text-sm text-slate-600 sm:px-6">{m.estimate.teaser}</p>
      )}

      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="calculator-form-title"
        className="space-y-4 px-5 py-6 sm:px-6"
      >
        <h3 id="calculator-form-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mail className="size-5 text-brand-700" aria-hidden="true" />
          {m.form.title}
        </h3>
        <EmailField
          id={fieldId('email')}
          name="email"
          label={m.form.email}
          required
          value={emailValue}
          error={fieldErrors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }));
          }}
        />
        <TextField
          id={fieldId('name')}
          name="name"
          label={m.form.name}
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          error={fieldErrors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="subscribeToTips"
            checked={tips}
            onChange={(e) => setTips(e.target.checked)}
            className="size-5 accent-brand-700"
          />
          {m.form.tips}
        </label>
        <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
          {send.isPending ? <BusyLabel>{m.form.submitting}</BusyLabel> : m.form.submit}
        </Button>
        <p className="text-xs text-slate-500">{m.form.privacy}</p>
      </form>
    </div>
  );
}

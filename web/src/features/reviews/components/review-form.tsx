// Writing a review (issue 39): a host rates the cleaner on quality, punctuality and communication
// (1–5 each); a cleaner rates the host yes/no on four questions and 1–5 overall; optional words
// (1,000 characters, no contact details: the server says so beside the field). Blind: the page says
// when both reviews will be published.
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { REVIEW_WORDS_MAX } from '@core/reviews';
import type { ReviewWindowResponse, WriteReviewInput } from '@core/schemas/reviews';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { reviewsMessages } from '@web/lib/messages/reviews';
import { useWriteReview } from '../api/reviews';

const CLEANER_FIELDS = ['quality', 'punctuality', 'communication'] as const;
const HOST_FIELDS = ['matchedListing', 'accessWorked', 'checkoutOnTime', 'paidAsAgreed'] as const;

function StarPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  error?: boolean;
}) {
  const m = useMessages(reviewsMessages).reviews.form;
  const id = useId();
  return (
    <fieldset className="grid grid-cols-[1fr_auto] items-center gap-3" aria-invalid={error || undefined}>
      <legend className="sr-only">{label}</legend>
      <span className="text-sm font-medium text-slate-800" aria-hidden="true">
        {label}
      </span>
      <div className="flex" role="radiogroup" aria-label={label}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer p-1.5">
            <input
              type="radio"
              name={`${id}-stars`}
              className="peer sr-only"
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={format(m.starLabel, { count: n })}
            />
            <Star
              className={cn(
                'size-7 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
                n <= value ? 'fill-accent-400 text-accent-500' : 'text-slate-300',
              )}
              aria-hidden="true"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function YesNo({ label, value, onChange }: { label: string; value: boolean | null; onChange: (v: boolean) => void }) {
  const m = useMessages(reviewsMessages).reviews.form;
  const id = useId();
  return (
    <fieldset className="grid grid-cols-[1fr_auto] items-center gap-3">
      <legend className="sr-only">{label}</legend>
      <span className="text-sm font-medium text-slate-800" aria-hidden="true">
        {label}
      </span>
      <div className="flex gap-2">
        {([true, false] as const).map((v) => (
          <label
            key={String(v)}
            className="flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input
              type="radio"
              name={`${id}-yn`}
              className="sr-only"
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {v ? m.yes : m.no}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString(intlTag(), { month: 'long', day: 'numeric' });

export function ReviewForm({ window: w, withUserId }: { window: ReviewWindowResponse; withUserId?: string }) {
  const m = useMessages(reviewsMessages).reviews;
  const write = useWriteReview(w.turnoverId, withUserId);
  const [stars, setStars] = useState<Record<string, number>>({});
  const [checks, setChecks] = useState<Record<string, boolean | null>>({});
  const [words, setWords] = useState('');
  const [error, setError] = useState<string>();
  const [wordsError, setWordsError] = useState<string>();
  const [tried, setTried] = useState(false);
  const asHost = w.role === 'host';

  const submit = () => {
    setTried(true);
    setError(undefined);
    setWordsError(undefined);
    let input: WriteReviewInput;
    if (asHost) {
      if (CLEANER_FIELDS.some((k) => !stars[k])) return setError(m.errors.wrongRatings);
      input = {
        cleaner: { quality: stars.quality!, punctuality: stars.punctuality!, communication: stars.communication! },
        words,
      };
    } else {
      if (!stars.overall || HOST_FIELDS.some((k) => checks[k] === undefined || checks[k] === null))
        return setError(m.errors.wrongRatings);
      input = {
        host: {
          matchedListing: checks.matchedListing!,
          accessWorked: checks.accessWorked!,
          checkoutOnTime: checks.checkoutOnTime!,
          paidAsAgreed: checks.paidAsAgreed!,
          overall: stars.overall,
        },
        words,
      };
    }
    write.mutate(input, {
      onSuccess: (after) => {
        if (!after.publishedAt)
          notify.success({ title: format(m.form.sent, { name: w.other.name, date: day(w.closesAt) }) });
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.fields.words) setWordsError(err.fields.words);
        else setError(err.message);
      },
    });
  };

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={m.form.title}
    >
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        {asHost ? (
          CLEANER_FIELDS.map((k) => (
            <StarPicker
              key={k}
              label={m.form[k]}
              value={stars[k] ?? 0}
              onChange={(n) => setStars({ ...stars, [k]: n })}
              error={tried && !stars[k]}
            />
          ))
        ) : (
          <>
            {HOST_FIELDS.map((k) => (
              <YesNo
                key={k}
                label={m.form[k]}
                value={checks[k] ?? null}
                onChange={(v) => setChecks({ ...checks, [k]: v })}
              />
            ))}
            <StarPicker
              label={m.form.overall}
              value={stars.overall ?? 0}
              onChange={(n) => setStars({ ...stars, overall: n })}
              error={tried && !stars.overall}
            />
          </>
        )}
      </div>
      <TextAreaField
        label={m.form.words}
        hint={m.form.wordsHint}
        rows={4}
        maxLength={REVIEW_WORDS_MAX}
        value={words}
        onChange={(e) => setWords(e.target.value)}
        error={wordsError}
      />
      <FormError message={error} />
      <Button type="submit" className="w-full sm:w-auto" disabled={write.isPending}>
        {write.isPending ? <BusyLabel>{m.form.submitting}</BusyLabel> : m.form.submit}
      </Button>
    </form>
  );
}

// The sentence every pay page says plainly (issue 42): a record, not tax advice, and no money moved.
import { Info } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';

export function NotTaxAdvice({ className }: { className?: string }) {
  const m = useMessages(payMessages).pay.web;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 print:border-slate-300 print:bg-white',
        className,
      )}
      data-testid="not-tax-advice"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{m.notTaxAdvice}</span>
    </p>
  );
}

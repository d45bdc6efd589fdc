import { cn } from './cn';

/** A spinner with a text for screen readers (and, when `label` shows, for everyone). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <span
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
        aria-hidden="true"
      />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** The centred, labelled spinner a page shows while its first query loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} showLabel />
    </div>
  );
}

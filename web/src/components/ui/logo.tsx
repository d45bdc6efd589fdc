import { cn } from './cn';

/** The TurnReady mark: a house whose door is a check mark, ready for the next guest. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M6.5 15.5 16 7.5l9.5 8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.5 14v10.5h13V14" fill="none" stroke="#ffffff" strokeWidth="2.4" strokeLinejoin="round" />
      <path
        d="m12.5 19 2.6 2.6 4.8-5.2"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900', className)}>
      <LogoMark />
      <span>
        Turn<span className="text-brand-700">Ready</span>
      </span>
    </span>
  );
}

// The frame of the account pages: one centered card with the mark, a heading and a short lead.
import type { ReactNode, Ref } from 'react';
import { Card } from '@web/components/ui/card';
import { LogoMark } from '@web/components/ui/logo';
import { cn } from '@web/components/ui/cn';

type AuthShellProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** An icon shown instead of the logo mark, for states such as "check your email". */
  icon?: ReactNode;
  /** Above the card, e.g. a back link. */
  above?: ReactNode;
  /** Under the card, e.g. links to sign up. */
  below?: ReactNode;
  /** Lets the page move focus to the heading when the card's content changes. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

export function AuthShell({ title, subtitle, icon, above, below, titleRef, children }: AuthShellProps) {
  return (
    <div className="relative isolate px-4 py-8 sm:py-14">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="mx-auto w-full max-w-md">
        {above && <div className="mb-4">{above}</div>}
        <Card className="px-5 py-7 sm:px-8 sm:py-9">
          <div className="text-center">
            <div className="flex justify-center">{icon ?? <LogoMark className="size-10" />}</div>
            <h1
              ref={titleRef}
              tabIndex={titleRef ? -1 : undefined}
              className="mt-4 text-2xl font-bold tracking-tight text-slate-900 outline-none"
            >
              {title}
            </h1>
            {subtitle && <p className="mt-2 text-sm leading-6 text-slate-600">{subtitle}</p>}
          </div>
          <div className="mt-7">{children}</div>
        </Card>
        {below && <div className="mt-6">{below}</div>}
      </div>
    </div>
  );
}

/** A round icon badge for a card's state (sent, invalid link...). */
export function StateIcon({ tone = 'brand', children }: { tone?: 'brand' | 'warning'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-full',
        tone === 'brand'
          ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-100'
          : 'bg-amber-50 text-amber-700 ring-1 ring-amber-200',
      )}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';
import { useHydrated } from '@web/lib/hydration';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 shadow-sm',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500 shadow-sm',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a Link, an anchor) with button styles. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  // On a prerendered page a button does nothing until React has taken the page over, and a submit
  // button would send its form natively (web/src/lib/hydration.ts): disabled until then, looking as it will.
  const hydrating = !useHydrated();
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-hydrating:cursor-default data-hydrating:opacity-100',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild && isValidElement(children))
    return slot(children as ReactElement<Record<string, unknown>>, { ...props, className: classes });
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || hydrating}
      data-hydrating={hydrating ? '' : undefined}
      {...props}
    >
      {children}
    </button>
  );
}

/**
 * The child element (a Link, an anchor) with the button's props (as Radix's Slot did, in a few
 * lines): the child's own props win, class names join, and event handlers of both run, the child's first.
 */
function slot(child: ReactElement<Record<string, unknown>>, props: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...props, ...child.props };
  for (const [key, value] of Object.entries(props)) {
    const own = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    }
  }
  merged.className = cn(props.className as string, child.props.className as string | undefined);
  return cloneElement(child, merged);
}

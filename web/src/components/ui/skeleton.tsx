// Grey blocks that hold a loading page's final shape, so nothing jumps when the content arrives
// (issue 37: CLS ≤ 0.02). Hidden from screen readers: the loading status beside them speaks.
import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} {...props} />;
}

// A button's label while its action runs: a small spinner and the "...ing" text.
import type { ReactNode } from 'react';

export function BusyLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden="true"
      />
      {children}
    </>
  );
}

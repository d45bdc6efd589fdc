// A dialog whose code (Radix's focus trap, scroll lock, portal: ~17 KB gzip) loads the first time it
// opens, not with the page that may open it. It then stays mounted, so it closes as Radix closes it.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyWhenOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Dialog = lazy(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}

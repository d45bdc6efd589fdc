// A button that shows and hides a panel below it: the WAI-ARIA disclosure pattern (the button carries
// aria-expanded and aria-controls; the panel follows it in the page, so Tab walks through the panel's
// links and buttons in order). Escape closes it and puts focus back on the button; a click or a focus
// outside closes it. The header's menus and notification bell use it in place of Radix's dropdown and
// popover, whose code (positioning, focus scopes, scroll locks: ~30 KB gzip) every page paid for.
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from './cn';

/** What the disclosure's button must carry (spread it onto a <Button> or <button>). */
export type DisclosureButtonProps = {
  ref: Ref<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  /** As Radix's triggers had it: `group-data-[state=open]:` styles (the chevron) keep working. */
  'data-state': 'open' | 'closed';
  onClick: () => void;
};

/** The panel keeps this far from the viewport's sides, sliding sideways if it would overflow. */
const EDGE = 12;

export function Disclosure({
  button,
  panelClassName,
  panelProps,
  children,
}: {
  button: (props: DisclosureButtonProps) => ReactNode;
  panelClassName: string;
  panelProps?: HTMLAttributes<HTMLDivElement>;
  /** The panel's content; `close` hides it (after a link or action is chosen). */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Aligned to the button's right edge (CSS); slid back inside the viewport when it would overflow.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const place = () => {
      el.style.translate = '';
      const { left, right } = el.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const dx = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0;
      el.style.translate = dx ? `${dx}px 0` : '';
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative flex"
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      {button({
        ref: trigger,
        'aria-expanded': open,
        'aria-controls': id,
        'data-state': open ? 'open' : 'closed',
        onClick: () => setOpen((o) => !o),
      })}
      <div
        {...panelProps}
        ref={panel}
        id={id}
        hidden={!open}
        className={cn('absolute right-0 top-full z-50 mt-2', panelClassName)}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}

// A short hint by a button (the WAI-ARIA tooltip pattern): shown on hover after 200 ms and at once on
// keyboard focus, hidden on leave, blur, click or Escape; the button is described by it while it
// shows. A tap does not open it (as with Radix's tooltip, which this replaces: its positioning code
// was ~17 KB gzip for one hint). Drawn over the page (a portal, so no card clips it), 4px above the
// button, or below it when there is no room above; kept 12px inside the viewport's sides.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const EDGE = 12;
const GAP = 4;
const DELAY_MS = 200;

/** `children` renders the button, given the id of the hint to name in its aria-describedby while it shows. */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const arrow = useRef<SVGSVGElement>(null);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    // It is placed once; a scroll would leave it behind, so it goes.
    const onScroll = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  // Centred over the button; slid sideways (its arrow staying on the button) if it would overflow.
  useLayoutEffect(() => {
    const el = tip.current;
    const at = anchor.current?.getBoundingClientRect();
    if (!open || !el || !at) return;
    const { width, height } = el.getBoundingClientRect();
    const centre = at.left + at.width / 2;
    const left = Math.min(Math.max(centre - width / 2, EDGE), document.documentElement.clientWidth - EDGE - width);
    const above = at.top - GAP - height >= 0;
    el.style.left = `${left}px`;
    el.style.top = `${above ? at.top - GAP - height : at.bottom + GAP}px`;
    el.style.visibility = 'visible';
    if (arrow.current) {
      arrow.current.style.left = `${centre - left - 5}px`;
      arrow.current.style.top = above ? '100%' : '-5px';
      arrow.current.style.rotate = above ? '' : '180deg';
    }
  }, [open]);

  return (
    // React's focus and blur events bubble: the wrapper hears the button's.
    <span
      ref={anchor}
      className="inline-flex"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show(DELAY_MS)}
      onPointerLeave={hide}
      onPointerDown={() => {
        pointerDown.current = true;
        document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
      }}
      // Focus that follows a tap or click is not a keyboard visit: no hint for it.
      onFocus={() => !pointerDown.current && show(0)}
      onBlur={hide}
      onClick={hide}
    >
      {children(open ? id : undefined)}
      {open &&
        createPortal(
          <span
            ref={tip}
            id={id}
            role="tooltip"
            style={{ visibility: 'hidden' }}
            className="fixed left-0 top-0 z-50 w-max max-w-60 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
          >
            {content}
            <svg
              ref={arrow}
              width="10"
              height="5"
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              className="absolute fill-slate-900"
              aria-hidden="true"
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </span>,
          document.body,
        )}
    </span>
  );
}

// The look of the header's menus: a disclosure (web/src/components/ui/disclosure.tsx) whose panel
// holds a list of links and buttons. Not an ARIA menu: these are site navigation, so Tab moves
// through them in order and each keeps its own role (link, button).
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Disclosure, type DisclosureButtonProps } from '@web/components/ui/disclosure';

const itemClass =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:text-brand-900';

/**
 * A header menu: `button` opens a panel under it, right-aligned, with an optional `label` block
 * (who is signed in) above the list of items, which is named after the button. `children` get
 * `close` for their items (a chosen link or action closes the menu).
 */
export function HeaderMenu({
  button,
  label,
  children,
}: {
  button: (props: DisclosureButtonProps & { id: string }) => ReactNode;
  label?: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const buttonId = useId();
  return (
    <Disclosure
      button={(props) => button({ ...props, id: buttonId })}
      panelClassName="w-64 max-w-[calc(100vw-24px)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
    >
      {(close) => (
        <>
          {label && (
            <>
              <div className="px-3 pb-2 pt-1.5">{label}</div>
              <MenuSeparator />
            </>
          )}
          <ul aria-labelledby={buttonId}>{children(close)}</ul>
        </>
      )}
    </Disclosure>
  );
}

export function MenuLink({
  to,
  icon: Icon,
  onNavigate,
  children,
}: {
  to: string;
  icon: LucideIcon;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} onClick={onNavigate} className={itemClass}>
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {children}
      </Link>
    </li>
  );
}

/** A button item among the links (the language switch, issue 41). */
export function MenuButton({
  onSelect,
  icon: Icon,
  lang,
  children,
}: {
  onSelect: () => void;
  icon: LucideIcon;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" lang={lang} onClick={onSelect} className={itemClass}>
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {children}
      </button>
    </li>
  );
}

/** A button item, drawn below a separator line (the menu's last item: Logout). */
export function MenuAction({
  onSelect,
  icon: Icon,
  children,
}: {
  onSelect: () => void;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <li className="relative mt-[13px] before:absolute before:inset-x-1.5 before:-top-[7px] before:h-px before:bg-slate-200">
      <button type="button" onClick={onSelect} className={itemClass}>
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {children}
      </button>
    </li>
  );
}

export function MenuSeparator() {
  return <div className="mx-1.5 my-1.5 h-px bg-slate-200" aria-hidden="true" />;
}

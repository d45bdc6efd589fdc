// The look of the header's dropdown menus (Radix DropdownMenu: arrow keys, typeahead, Escape).
import type { LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@web/components/ui/cn';

const itemClass =
  'flex min-h-11 w-full cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export function MenuContent({ label, children }: { label?: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className="z-50 w-64 max-w-[calc(100vw-24px)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
      >
        {label && (
          <>
            <DropdownMenu.Label className="px-3 pb-2 pt-1.5">{label}</DropdownMenu.Label>
            <MenuSeparator />
          </>
        )}
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

export function MenuAction({ onSelect, icon: Icon, children, className }: { onSelect: () => void; icon: LucideIcon; children: ReactNode; className?: string }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={cn(itemClass, className)}>
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="mx-1.5 my-1.5 h-px bg-slate-200" />;
}

// The header's menus (disclosures, see menu.tsx): sign-up choices for visitors, the account menu
// for signed-in users. Loaded apart from the header so a first visit renders its page without
// waiting for the menu code (see site-header.tsx).
import {
  CalendarDays,
  ChevronDown,
  CirclePlus,
  ClipboardList,
  CreditCard,
  Languages,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Menu,
  MessageSquare,
  Search,
  UserPen,
  UserPlus,
  UserRound,
  Users,
  BadgeDollarSign,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { signOut } from '@web/features/auth/api/session';
import { DEFAULT_LOCALE } from '@core/locale';
import { useLocale, useMessages } from '@web/lib/i18n';
import { useLanguageChoices } from './language';
import { HeaderMenu, MenuAction, MenuButton, MenuLink } from './menu';

type MenuEntry = { to: string; icon: LucideIcon; label: string };

export function LoggedOutActions() {
  const m = useMessages().layout.header;
  const languages = useLanguageChoices();
  // Issue 41: Spanish's longer labels fit a 360 px phone without the menu's arrow.
  const long = useLocale() !== DEFAULT_LOCALE;
  return (
    <>
      {languages.map((l) => (
        <Button
          key={l.locale}
          variant="ghost"
          size="sm"
          lang={l.locale}
          onClick={l.choose}
          className="whitespace-nowrap px-2 sm:px-3"
        >
          <Languages className="size-4 shrink-0" aria-hidden="true" />
          {/* A phone shows the icon only, so Sign Up and Login keep their room; the name is still read. */}
          <span className="sr-only sm:not-sr-only">{l.name}</span>
        </Button>
      ))}
      <HeaderMenu
        button={(props) => (
          <Button {...props} size="sm" className="group whitespace-nowrap">
            {m.signUp}
            <ChevronDown
              className={`size-4 transition-transform group-data-[state=open]:rotate-180 ${long ? 'hidden sm:block' : ''}`}
              aria-hidden="true"
            />
          </Button>
        )}
      >
        {(close) => <SignUpLinks onNavigate={close} />}
      </HeaderMenu>
      <Button asChild variant="ghost" size="sm" className="whitespace-nowrap px-2 sm:px-3">
        <Link to="/login">{m.login}</Link>
      </Button>
    </>
  );
}

function SignUpLinks({ onNavigate }: { onNavigate: () => void }) {
  const m = useMessages().layout.header;
  return (
    <>
      <MenuLink to="/host/post-job" icon={UserPlus} onNavigate={onNavigate}>
        {m.signUpAsHost}
      </MenuLink>
      <MenuLink to="/cleaner/signup" icon={UserRound} onNavigate={onNavigate}>
        {m.signUpAsCleaner}
      </MenuLink>
    </>
  );
}

export function AccountMenu({ name, email, role }: { name: string; email: string; role: 'host' | 'cleaner' | null }) {
  const m = useMessages().layout.header;
  const languages = useLanguageChoices();
  const t = useMessages().turnovers.links;
  const entries: MenuEntry[] =
    role === 'host'
      ? [
          { to: '/host/dashboard', icon: LayoutDashboard, label: m.host.viewDashboard },
          { to: '/host/profile', icon: UserPen, label: m.host.editProfile },
          { to: '/host/jobs', icon: ListChecks, label: m.host.editJobs },
          { to: '/host/turnovers', icon: CalendarDays, label: t.hostMenu },
          { to: '/host/post-job', icon: CirclePlus, label: m.host.addNewJob },
          { to: '/host/applicants', icon: Users, label: m.host.viewApplicants },
          { to: '/messages', icon: MessageSquare, label: m.messages },
          { to: '/host/payments', icon: BadgeDollarSign, label: m.host.payments },
          { to: '/host/billing', icon: CreditCard, label: m.host.billing },
        ]
      : role === 'cleaner'
        ? [
            { to: '/cleaner/profile', icon: UserRound, label: m.cleaner.myProfile },
            { to: '/cleaner/schedule', icon: CalendarDays, label: t.cleanerMenu },
            { to: '/cleaner/earnings', icon: BadgeDollarSign, label: m.cleaner.earnings },
            { to: '/cleaner/applications', icon: ClipboardList, label: m.cleaner.myApplications },
            { to: '/messages', icon: MessageSquare, label: m.messages },
            { to: '/browse-jobs', icon: Search, label: m.cleaner.browseJobs },
            { to: '/cleaner/billing', icon: CreditCard, label: m.cleaner.billing },
          ]
        : [];
  const accountKind = role === 'host' ? m.hostAccount : role === 'cleaner' ? m.cleanerAccount : m.noProfile;

  return (
    <HeaderMenu
      button={(props) => (
        <Button {...props} variant="secondary" size="sm" className="group whitespace-nowrap">
          <Menu className="size-4" aria-hidden="true" />
          {m.menu}
          <ChevronDown
            className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </Button>
      )}
      label={
        <span className="block min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900">{name || email}</span>
          {name && <span className="block truncate text-xs text-slate-600">{email}</span>}
          <span className="mt-1.5 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {accountKind}
          </span>
        </span>
      }
    >
      {(close) => (
        <>
          {role ? (
            entries.map((e) => (
              <MenuLink key={e.to} to={e.to} icon={e.icon} onNavigate={close}>
                {e.label}
              </MenuLink>
            ))
          ) : (
            <SignUpLinks onNavigate={close} />
          )}
          {languages.map((l) => (
            <MenuButton
              key={l.locale}
              icon={Languages}
              lang={l.locale}
              onSelect={() => {
                close();
                l.choose();
              }}
            >
              {l.name}
            </MenuButton>
          ))}
          <MenuAction
            icon={LogOut}
            onSelect={() => {
              close();
              void signOut();
            }}
          >
            {m.logout}
          </MenuAction>
        </>
      )}
    </HeaderMenu>
  );
}

// The catch-all page (spec §2): says the page does not exist and reports the address to the server,
// so broken links show up in the logs.
import { House } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { reportNotFound } from '../api/report-not-found';

const MAX_PATH_LENGTH = 2000;

export default function NotFoundPage() {
  const m = useMessages().notFound;
  usePageTitle(m.pageTitle);
  const { pathname, search } = useLocation();

  // Once per unknown address: the ref survives React's development double-run of effects.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const path = `${pathname}${search}`.slice(0, MAX_PATH_LENGTH);
    if (reported.current === path) return;
    reported.current = path;
    void reportNotFound({ path });
  }, [pathname, search]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">{m.code}</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.title}</h1>
      <p className="mt-3 text-slate-600">{m.body}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House className="size-5" aria-hidden="true" />
            {m.home}
          </Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link to="/contact-us">{m.contact}</Link>
        </Button>
      </div>
    </div>
  );
}

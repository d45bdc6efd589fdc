// The last nudge at the bottom of the home page: the same two ways in as the hero.
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { homeMessages } from '@web/lib/messages/home';

export function ClosingCta() {
  const m = useMessages(homeMessages).home.closing;
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {m.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{m.body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg" className="focus-visible:outline-accent-400">
            <Link to="/host/post-job">{m.postJob}</Link>
          </Button>
          <Button asChild variant="secondary" size="lg" className="ring-0 focus-visible:outline-white">
            <Link to="/cleaner/signup">{m.joinCleaner}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

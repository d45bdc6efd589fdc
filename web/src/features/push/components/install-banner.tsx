// 'Install TurnReady on your phone' (issue 38), offered once, at a moment the app has earned it: on
// the schedule of a cleaner who has confirmed a turnover (the page passes `ready`), never on a first
// visit. Chromium's own install dialog where the browser offers one; on an iPhone, where Safari has
// no such dialog, how to add it to the Home Screen. Install, Not now or Got it is remembered.
import { Download, Share } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { promptInstall, useInstallPrompt } from '@web/lib/install-prompt';
import { useMessages } from '@web/lib/i18n';
import { pushMessages } from '@web/lib/messages/push';

const ANSWERED = 'turnready-install-banner';

function answeredBefore(): boolean {
  try {
    return localStorage.getItem(ANSWERED) !== null;
  } catch {
    return true;
  }
}

function remember(answer: string) {
  try {
    localStorage.setItem(ANSWERED, answer);
  } catch {
    // Private mode: the banner may come back next time, which is harmless.
  }
}

const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
const onIPhone = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

export function InstallBanner({ ready }: { ready: boolean }) {
  const m = useMessages(pushMessages).push.install;
  const prompt = useInstallPrompt();
  const [answered, setAnswered] = useState(answeredBefore);
  if (!ready || answered || installed()) return null;
  const ios = !prompt && onIPhone();
  if (!prompt && !ios) return null;

  const close = (answer: string) => {
    remember(answer);
    setAnswered(true);
  };
  return (
    <aside
      aria-labelledby="install-banner-heading"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {ios ? (
          <Share className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        ) : (
          <Download className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        )}
        <div>
          <h2 id="install-banner-heading" className="font-semibold text-slate-900">
            {ios ? m.iosHeading : m.heading}
          </h2>
          <p className="text-sm text-slate-700">{ios ? m.iosBody : m.body}</p>
        </div>
      </div>
      <div className="flex gap-2">
        {ios ? (
          <Button size="sm" onClick={() => close('ios')}>
            {m.ok}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              onClick={() => {
                close('install');
                void promptInstall();
              }}
            >
              {m.install}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => close('not-now')}>
              {m.notNow}
            </Button>
          </>
        )}
      </div>
    </aside>
  );
}

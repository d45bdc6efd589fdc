// What other pages show of messages, each loaded with its page only where it is used: the turnover
// page's quick replies and the profile's email switch come in their own chunks (a page with only a
// 'Message' button does not download them). The turnover page starts loading its quick replies as
// the page itself loads (preloadTurnoverQuickReplies), so they are ready with the turnover's data.
import { lazy, Suspense, type ComponentProps } from 'react';

const loadQuickReplies = () => import('./turnover-quick-replies');
const QuickReplies = lazy(loadQuickReplies);
const EmailSetting = lazy(() => import('./message-email-setting'));

export const preloadTurnoverQuickReplies = () => void loadQuickReplies();

export function TurnoverQuickReplies(props: ComponentProps<typeof QuickReplies>) {
  // The height the buttons take, so nothing below moves if they arrive after the turnover.
  return (
    <Suspense fallback={<div className="min-h-56 sm:min-h-36" aria-hidden="true" />}>
      <QuickReplies {...props} />
    </Suspense>
  );
}

export function MessageEmailSetting() {
  return (
    <Suspense fallback={null}>
      <EmailSetting />
    </Suspense>
  );
}

// /support (issue 39): the support queue for the accounts in SUPPORT_ADMIN_EMAILS: open cases with
// their decisions, closed cases with who decided, and an account's view. Anyone else gets the
// server's 404, shown as a page that is not there.
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { useMessages } from '@web/lib/i18n';
import { supportMessages } from '@web/lib/messages/support';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSupportCases } from '../api/support';
import { AccountView } from '../components/account-view';
import { CaseCard } from '../components/case-card';

type Tab = 'open' | 'closed' | 'accounts';

export default function SupportPage() {
  const m = useMessages(supportMessages).support;
  usePageTitle(m.title);
  const [tab, setTab] = useState<Tab>('open');
  const cases = useSupportCases(tab === 'closed' ? 'closed' : 'open');
  const texts = { loading: m.loading, loadFailed: m.loadFailed, retry: m.retry, notFound: m.unavailable };
  // Not a support admin: the first read says so, and the page shows nothing else.
  if (cases.isPending || (cases.error && !cases.data))
    return (
      <PageFrame title={m.title}>
        <QueryState query={cases} texts={texts} describe={(e) => (e instanceof Error ? e.message : '')} />
      </PageFrame>
    );

  return (
    <PageFrame title={m.title}>
      <div role="tablist" aria-label={m.title} className="mb-4 flex flex-wrap gap-2">
        {(['open', 'closed', 'accounts'] as const).map((t) => (
          <Button
            key={t}
            role="tab"
            aria-selected={tab === t}
            variant={tab === t ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => setTab(t)}
          >
            {m.tabs[t]}
          </Button>
        ))}
      </div>
      <div role="tabpanel" aria-label={m.tabs[tab]}>
        {tab === 'accounts' ? (
          <AccountView />
        ) : cases.data!.cases.length === 0 ? (
          <p className="text-sm text-slate-600">{tab === 'open' ? m.noOpen : m.noClosed}</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {cases.data!.cases.map((c) => (
              <CaseCard key={c.id} item={c} />
            ))}
          </div>
        )}
      </div>
    </PageFrame>
  );
}

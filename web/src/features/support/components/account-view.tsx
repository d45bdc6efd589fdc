// An account as support sees it (issue 39): find it by email, see whether it is suspended and every
// support action on it, and suspend or reinstate it with a required reason.
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { EmailField, TextAreaField } from '@web/components/ui/field';
import { LoadError } from '@web/components/ui/load-error';
import { PageSpinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { supportMessages } from '@web/lib/messages/support';
import { useSetSuspension, useSupportAccount } from '../api/support';
import { when } from '../when';

export function AccountView() {
  const m = useMessages(supportMessages).support;
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const account = useSupportAccount(email);

  const search = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) setEmail(typed.trim().toLowerCase());
  };

  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-5">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={search} role="search">
          <div className="flex-1">
            <EmailField label={m.accounts.search} value={typed} onChange={(e) => setTyped(e.target.value)} required />
          </div>
          <Button type="submit">{m.accounts.searchButton}</Button>
        </form>
      </Card>
      {email &&
        (account.isPending ? (
          <PageSpinner label={m.loading} />
        ) : account.error ? (
          <LoadError
            message={
              account.error instanceof ApiRequestError && account.error.code === 'NOT_FOUND'
                ? m.accounts.notFound
                : m.loadFailed
            }
            retryLabel={m.retry}
          />
        ) : (
          account.data && <Account key={account.data.id} email={email} account={account.data} />
        ))}
    </div>
  );
}

function Account({
  email,
  account,
}: {
  email: string;
  account: NonNullable<ReturnType<typeof useSupportAccount>['data']>;
}) {
  const m = useMessages(supportMessages).support;
  const set = useSetSuspension(email);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const verb = account.suspension ? 'reinstate' : 'suspend';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(m.errors.reasonRequired);
    setError(undefined);
    set.mutate(
      { userId: account.id, verb, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          notify.success({ title: m.accounts.done[verb] });
        },
        onError: (err) => setError(err instanceof ApiRequestError ? (err.fields.reason ?? err.message) : String(err)),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5" data-testid="support-account">
      <h2 className="font-semibold text-slate-900">{account.name}</h2>
      <p className="text-sm break-all text-slate-700">
        {account.email}
        {account.role && ` · ${m.roles[account.role]}`}
      </p>
      <p
        className={`mt-2 text-sm font-medium ${account.suspension ? 'text-red-700' : 'text-emerald-700'}`}
        data-testid="support-account-status"
      >
        {account.suspension
          ? format(m.accounts.suspended, { when: when(account.suspension.at), reason: account.suspension.reason })
          : m.accounts.active}
      </p>
      <form className="mt-3 space-y-3" onSubmit={submit}>
        <TextAreaField
          label={m.accounts.reason}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
        <Button type="submit" variant={verb === 'suspend' ? 'danger' : 'secondary'} disabled={set.isPending}>
          {set.isPending ? <BusyLabel>{m.accounts[verb]}</BusyLabel> : m.accounts[verb]}
        </Button>
      </form>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{m.accounts.history}</h3>
      {account.log.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{m.accounts.noHistory}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {account.log.map((l) => (
            <li key={l.id}>
              {format(m.log, { what: l.detail, email: l.byEmail, when: when(l.at), reason: l.reason })}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// The profile's switch "Email me about unread messages" (GET / PUT /api/messages/preferences):
// off, no message email for any conversation; on, each conversation's own switch decides.
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useMessagePreferences, useSaveMessagePreferences } from '../api/message-preferences';

export default function MessageEmailSetting() {
  const m = useMessages(conversationsMessages).conversations.preferences;
  const id = useId();
  const prefs = useMessagePreferences();
  const save = useSaveMessagePreferences();
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mail className="size-5 text-brand-700" aria-hidden />
          {m.heading}
        </h2>
        {prefs.isError ? (
          <div className="mt-3">
            <FormError message={m.loadFailed} />
          </div>
        ) : (
          <div className="mt-3 flex items-start gap-3">
            <input
              id={`${id}-email`}
              type="checkbox"
              role="switch"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              disabled={!prefs.data || save.isPending}
              checked={prefs.data?.emailWhenAway ?? false}
              aria-describedby={`${id}-hint`}
              onChange={(e) =>
                save.mutate(
                  { emailWhenAway: e.target.checked },
                  {
                    onSuccess: () => notify.success({ title: m.saved }),
                    onError: () => notify.error({ title: m.failed }),
                  },
                )
              }
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
                {m.label}
              </label>
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                {m.hint}
              </p>
            </div>
          </div>
        )}
        <p className="mt-3 text-sm">
          <Link
            to="/messages"
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {m.allConversations}
          </Link>
        </p>
      </section>
    </Card>
  );
}

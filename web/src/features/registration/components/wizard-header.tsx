import { format, useMessages } from '@web/lib/i18n';
import { registrationMessages } from '@web/lib/messages/registration';

/** 'Step N of 3' with a progress bar, above a wizard step's heading. */
export function WizardHeader({ step, title, subtitle }: { step: 1 | 2 | 3; title: string; subtitle?: string }) {
  const m = useMessages(registrationMessages).registration;
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand-700">{format(m.stepOf, { step })}</p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= step ? 'bg-brand-600' : 'bg-slate-200'}`} />
        ))}
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
    </div>
  );
}

// The Free, Pro and Premium cards (spec §9): price per month, job limit and applicant visibility,
// all read from core/plans.ts, with the current plan marked and one action per card.
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { APPLICANT_PREVIEW_CAP, JOB_LIMITS, PLAN_TIERS, type PlanTier } from '@core/plans';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import { billingMessages } from '@web/lib/messages/billing';
import { formatPrice, planName, planPrice } from '../format';

type Props = {
  /** The signed-in host's tier; null when the viewer has no host plan (visitor, cleaner). */
  current: PlanTier | null;
  action: (tier: PlanTier) => ReactNode;
  /** h2 on the pricing page, h3 under the billing page's comparison heading. */
  headingLevel?: 'h2' | 'h3';
};

export function PlanGrid({ current, action, headingLevel = 'h2' }: Props) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
      {PLAN_TIERS.map((tier) => (
        <li key={tier} className="flex">
          <PlanCard tier={tier} isCurrent={tier === current} action={action(tier)} Heading={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  tier,
  isCurrent,
  action,
  Heading,
}: {
  tier: PlanTier;
  isCurrent: boolean;
  action: ReactNode;
  Heading: 'h2' | 'h3';
}) {
  const messages = useMessages(billingMessages, jobsMessages);
  const m = messages.billing.pricing;
  const headingId = `plan-${tier}-title`;
  const jobs = JOB_LIMITS[tier];
  const features = [
    jobs === 1 ? m.jobLimitOne : format(m.jobLimit, { count: jobs }),
    tier === 'free' ? format(m.previewApplicants, { count: APPLICANT_PREVIEW_CAP }) : m.allApplicants,
    m.applicantBasics,
  ];

  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'relative flex w-full flex-col p-5 sm:p-6',
        isCurrent && 'border-brand-600 ring-2 ring-brand-600',
        tier === 'pro' && !isCurrent && 'border-brand-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {planName(tier, messages)}
        </Heading>
        {isCurrent && (
          <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white">
            {m.currentPlan}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{m.descriptions[tier]}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(planPrice(tier))}</span>
        <span className="text-sm font-medium text-slate-600">{tier === 'free' ? m.forever : m.perMonth}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </Card>
  );
}

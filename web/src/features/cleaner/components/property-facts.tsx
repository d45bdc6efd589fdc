// Bedrooms, bathrooms and square feet as a row of three facts (job cards and application cards).
import { BedDouble, Bath, Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { formatCount } from '../format';

export function PropertyFacts({
  bedrooms,
  bathrooms,
  squareFootage,
}: {
  bedrooms: number;
  bathrooms: number;
  squareFootage: number;
}) {
  const m = useMessages(cleanerMessages).cleaner.browse;
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2 rounded-lg bg-slate-50 px-3 py-3 text-center text-sm">
      <Fact
        icon={<BedDouble className="size-4" aria-hidden="true" />}
        label={m.bedrooms}
        value={formatCount(bedrooms)}
      />
      <Fact icon={<Bath className="size-4" aria-hidden="true" />} label={m.bathrooms} value={formatCount(bathrooms)} />
      <Fact
        icon={<Ruler className="size-4" aria-hidden="true" />}
        label={m.squareFeet}
        value={formatCount(squareFootage)}
      />
    </dl>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5">
      <dt className="flex items-center gap-1 text-xs text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

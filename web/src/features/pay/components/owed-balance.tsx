// What the host owes a team member (issue 42), on the team list: one read of every pair's balance
// serves all the cards, and the figure leads to that cleaner's ledger. It brings only its read, its
// formatter and its two texts to that page (the first visit's budget). Nothing shows for a cleaner
// with no turnover completed for this host yet.
import { useQuery } from '@tanstack/react-query';
import { BadgeDollarSign } from 'lucide-react';
import { Link } from 'react-router';
import { format, useMessages } from '@web/lib/i18n';
import { payLinksMessages } from '@web/lib/messages/pay-links';
import { pairsQuery } from '../api/pairs';
import { formatCents } from '../money';

export function OwedBalance({ cleanerUserId }: { cleanerUserId: string }) {
  const m = useMessages(payLinksMessages).payLinks;
  const pair = useQuery(pairsQuery).data?.pairs.find((p) => p.with.userId === cleanerUserId);
  if (!pair) return null;
  return (
    <p className="mt-1 text-sm">
      <Link
        to={`/host/payments?with=${encodeURIComponent(cleanerUserId)}`}
        className="inline-flex min-h-6 items-center gap-1.5 font-medium text-brand-800 underline-offset-2 hover:underline"
        data-testid="team-owed"
      >
        <BadgeDollarSign className="size-4" aria-hidden="true" />
        {pair.owedCents > 0 ? format(m.owed, { amount: formatCents(pair.owedCents) }) : m.settled}
      </Link>
    </p>
  );
}

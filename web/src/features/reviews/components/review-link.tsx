// 'Write a review' / 'Reviews' links other pages put beside a turnover or a person (a plain link:
// the page that shows it loads nothing of the reviews pages).
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { reviewCardsMessages } from '@web/lib/messages/review-cards';

export function ReviewLink({ turnoverId, userId, name }: { turnoverId?: string; userId?: string; name?: string }) {
  const m = useMessages(reviewCardsMessages).reviewCards.links;
  const to = turnoverId
    ? `/reviews/write/${encodeURIComponent(turnoverId)}`
    : `/reviews/users/${encodeURIComponent(userId ?? '')}`;
  return (
    <Button asChild size="md" variant="secondary">
      <Link to={to} aria-label={name ? format(turnoverId ? m.writeOf : m.listOf, { name }) : undefined}>
        <Star className="size-4" aria-hidden="true" />
        {turnoverId ? m.write : m.list}
      </Link>
    </Button>
  );
}

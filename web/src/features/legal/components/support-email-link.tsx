// The support address from /api/config as a mail link; until it is known, a link to Contact Us.
import { Link } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { legalMessages } from '@web/lib/messages/legal';
import { usePublicConfig } from '@web/lib/public-config';

export const textLinkClass =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700';

export function mailtoHref(email: string, subject?: string) {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export function SupportEmailLink({ className }: { className?: string }) {
  const m = useMessages(legalMessages).legal;
  const email = usePublicConfig().data?.supportEmail;
  return email ? (
    <a href={mailtoHref(email)} className={cn(textLinkClass, '[overflow-wrap:anywhere]', className)}>
      {email}
    </a>
  ) : (
    <Link to="/contact-us" className={cn(textLinkClass, className)}>
      {m.supportEmailFallback}
    </Link>
  );
}

// The other person's photo, or their initials on a tinted disc when they have none.
import { cn } from '@web/components/ui/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function Avatar({ name, photoUrl, className }: { name: string; photoUrl: string | null; className?: string }) {
  const box = cn('size-10 shrink-0 rounded-full', className);
  return photoUrl ? (
    <img src={photoUrl} alt="" className={cn(box, 'object-cover')} width={40} height={40} loading="lazy" />
  ) : (
    <span
      aria-hidden="true"
      className={cn(box, 'flex items-center justify-center bg-brand-100 text-sm font-semibold text-brand-800')}
    >
      {initials(name) || '?'}
    </span>
  );
}

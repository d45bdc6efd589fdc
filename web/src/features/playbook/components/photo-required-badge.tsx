import { Camera } from 'lucide-react';
import { cn } from '@web/components/ui/cn';

/** The 'Photo required' mark of a checklist item. */
export function PhotoRequiredBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300',
        className,
      )}
    >
      <Camera className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

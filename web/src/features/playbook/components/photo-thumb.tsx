// A stored photo as a small square thumbnail that opens the full-size photo in a new tab (the
// authorized route: the session cookie goes with it).
import type { PhotoRef } from '@core/schemas/playbook';
import { cn } from '@web/components/ui/cn';

export function PhotoThumb({
  photo,
  alt,
  size = 'md',
  className,
}: {
  photo: PhotoRef;
  alt: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const box = size === 'sm' ? 'size-14' : size === 'md' ? 'size-20' : 'size-32';
  return (
    <a
      href={photo.url}
      target="_blank"
      rel="noopener"
      className={cn(
        'block shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700',
        box,
        className,
      )}
    >
      <img
        src={photo.thumbUrl}
        alt={alt}
        loading="lazy"
        className="size-full object-cover"
        width={photo.width}
        height={photo.height}
      />
    </a>
  );
}

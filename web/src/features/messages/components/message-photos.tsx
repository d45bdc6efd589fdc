// A message's photos as thumbnails, each opening the full-size photo in a new tab (the authorized
// photo routes: only the two people of the conversation get them).
import type { PhotoRef } from '@core/schemas/playbook';
import { cn } from '@web/components/ui/cn';

export function MessagePhotos({ photos, alt, className }: { photos: PhotoRef[]; alt: string; className?: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {photos.map((p) => (
        <li key={p.id}>
          <a
            href={p.url}
            target="_blank"
            rel="noopener"
            className="block size-24 overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700 sm:size-28"
          >
            <img
              src={p.thumbUrl}
              alt={alt}
              loading="lazy"
              width={p.width}
              height={p.height}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

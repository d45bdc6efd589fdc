// A stored photo as a small square thumbnail that opens the full-size photo in a new tab (the
// authorized route: the session cookie goes with it), with a caption under it when given (the time
// it was taken, on the report). The link's name is the image's alt: say what and when.
import type { PhotoRef } from '@core/schemas/playbook';
import { cn } from '@web/components/ui/cn';

export function PhotoThumb({
  photo,
  alt,
  size = 'md',
  className,
  caption,
}: {
  photo: PhotoRef;
  alt: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  caption?: string;
}) {
  const box = size === 'sm' ? 'size-14' : size === 'md' ? 'size-20' : 'size-32';
  const link = (
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
  if (!caption) return link;
  return (
    <figure className="shrink-0">
      {link}
      {/* The link already says it (its image's alt); the caption is for the eye. */}
      <figcaption className="mt-1 text-xs text-slate-600" aria-hidden="true">
        {caption}
      </figcaption>
    </figure>
  );
}

/** When a photo was taken, or (a reference photo) when it arrived. */
export const photoTime = (photo: PhotoRef) => photo.takenAt ?? photo.createdAt;

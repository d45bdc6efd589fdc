// The one place that decides how a stored photo leaves the server: ids and the authorized routes
// that serve it (server/features/photos/routes.ts), never a storage key or a public URL.
import type { PhotoRef } from '@core/schemas/playbook';
import type { photo } from '../db/schema';

export type PhotoRow = Pick<typeof photo.$inferSelect, 'id' | 'width' | 'height' | 'createdAt' | 'takenAt'>;

export const photoUrl = (id: string) => `/api/photos/${id}`;

export function presentPhoto(row: PhotoRow): PhotoRef {
  return {
    id: row.id,
    url: photoUrl(row.id),
    thumbUrl: `${photoUrl(row.id)}/thumb`,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString() ?? null,
  };
}

/** Photos grouped by what they belong to (a task, a problem, an item), oldest first within each. */
export function groupPhotos<T extends PhotoRow>(
  rows: readonly T[],
  key: (row: T) => string | null,
): Map<string, PhotoRef[]> {
  const groups = new Map<string, PhotoRef[]>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const k = key(row);
    if (!k) continue;
    groups.set(k, [...(groups.get(k) ?? []), presentPhoto(row)]);
  }
  return groups;
}

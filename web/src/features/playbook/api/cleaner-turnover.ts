// The cleaner's turnover page (GET /cleaner/turnovers/{id}) and what is done on it: read the access
// instructions, 'Start', tick items, save notes and add photos (through the send queue, issue 38:
// send-queue.ts), report problems, remove a photo, 'Complete'. Changes are written into the page's
// cache entry from the server's answers.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CleanerTurnoverResponse,
  PhotoRef,
  PhotoUploadResponse,
  ReportProblemInput,
  RunNotesResponse,
  RunProblem,
  RunTask,
  StartTurnoverInput,
  TurnoverAccessResponse,
} from '@core/schemas/playbook';
import { api, apiGet, apiPost, apiUpload } from '@web/lib/api';
import { cleanerScheduleKey } from '@web/features/turnovers';

const enc = encodeURIComponent;

export const cleanerTurnoverKey = (id: string) => ['playbook', 'cleaner-turnover', id] as const;

export const cleanerTurnoverQuery = (id: string) =>
  queryOptions({
    queryKey: cleanerTurnoverKey(id),
    queryFn: () => apiGet<CleanerTurnoverResponse>(`/cleaner/turnovers/${enc(id)}`),
  });

export const useCleanerTurnover = (id: string) => useQuery(cleanerTurnoverQuery(id));

type Run = CleanerTurnoverResponse;

/** Writes a change into the cached turnover (nothing when it is not loaded). */
export function usePatchCleanerTurnover(id: string) {
  const qc = useQueryClient();
  return (change: (t: Run) => Run) => qc.setQueryData<Run>(cleanerTurnoverKey(id), (t) => (t ? change(t) : t));
}

export const addPhotos =
  (target: { kind: 'task' | 'problem'; id: string }, photos: PhotoRef[]) =>
  (t: Run): Run =>
    target.kind === 'task'
      ? {
          ...t,
          tasks: t.tasks.map((task) =>
            task.id === target.id ? { ...task, photos: [...task.photos, ...photos] } : task,
          ),
        }
      : {
          ...t,
          problems: t.problems.map((p) => (p.id === target.id ? { ...p, photos: [...p.photos, ...photos] } : p)),
        };

const withoutPhoto =
  (photoId: string) =>
  (t: Run): Run => ({
    ...t,
    tasks: t.tasks.map((task) => ({ ...task, photos: task.photos.filter((p) => p.id !== photoId) })),
    problems: t.problems.map((p) => ({ ...p, photos: p.photos.filter((ph) => ph.id !== photoId) })),
  });

/** GET /cleaner/turnovers/{id}/access: each call is recorded for the host, so it runs only on 'Show access instructions'. */
export function useReadAccess(id: string) {
  return useMutation({ mutationFn: () => apiGet<TurnoverAccessResponse>(`/cleaner/turnovers/${enc(id)}/access`) });
}

/**
 * POST /cleaner/turnovers/{id}/start (`guestsLeft` before check-out); sets cleanerTurnoverKey(id)
 * (the run's own checklist replaces the preview).
 */
export function useStartTurnover(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: StartTurnoverInput) => apiPost<Run>(`/cleaner/turnovers/${enc(id)}/start`, input),
    onSuccess: (data) => qc.setQueryData(cleanerTurnoverKey(id), data),
  });
}

/** POST /cleaner/turnovers/{id}/problems ('Report a problem'); its photos follow through the upload queue. */
export function useReportProblem(id: string) {
  const patch = usePatchCleanerTurnover(id);
  return useMutation({
    mutationFn: (input: ReportProblemInput) => apiPost<RunProblem>(`/cleaner/turnovers/${enc(id)}/problems`, input),
    onSuccess: (problem) => patch((t) => ({ ...t, problems: [...t.problems, problem] })),
  });
}

/**
 * POST the photo to its item or problem (multipart, one file per request: the queue retries each
 * alone) under its Idempotency-Key, so a photo sent again is answered with the one first stored.
 */
export function sendRunPhoto(
  turnoverId: string,
  target: { kind: 'task' | 'problem'; id: string },
  file: File,
  idempotencyKey: string,
) {
  const path = target.kind === 'task' ? `tasks/${enc(target.id)}` : `problems/${enc(target.id)}`;
  return apiUpload<PhotoUploadResponse>(
    'POST',
    `/cleaner/turnovers/${enc(turnoverId)}/${path}/photos`,
    [file],
    'photo',
    {
      'idempotency-key': idempotencyKey,
    },
  );
}

/** PUT a tick or untick (the same again changes nothing). */
export const sendTick = (turnoverId: string, taskId: string, done: boolean) =>
  api<RunTask>('PUT', `/cleaner/turnovers/${enc(turnoverId)}/tasks/${enc(taskId)}`, { done });

/** PUT the notes with when they were typed (the server keeps the newest typed). */
export const sendNotes = (turnoverId: string, notes: string | null, typedAt: string) =>
  api<RunNotesResponse>('PUT', `/cleaner/turnovers/${enc(turnoverId)}/notes`, { notes, typedAt });

/** Writes a tick the server answered into the cached turnover (only the tick: photos may have landed meanwhile). */
export const withTick =
  (saved: RunTask) =>
  (t: Run): Run => ({
    ...t,
    tasks: t.tasks.map((task) => (task.id === saved.id ? { ...task, doneAt: saved.doneAt } : task)),
  });

/** DELETE /cleaner/photos/{id}; removes it from the cached turnover. */
export function useRemoveRunPhoto(id: string) {
  const patch = usePatchCleanerTurnover(id);
  return useMutation({
    mutationFn: (photoId: string) => api<void>('DELETE', `/cleaner/photos/${enc(photoId)}`),
    onSuccess: (_data, photoId) => patch(withoutPhoto(photoId)),
  });
}

/** POST /cleaner/turnovers/{id}/complete; sets cleanerTurnoverKey(id) and invalidates cleanerScheduleKey (the schedule shows it completed). */
export function useCompleteTurnover(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Run>(`/cleaner/turnovers/${enc(id)}/complete`),
    onSuccess: (data) => qc.setQueryData(cleanerTurnoverKey(id), data),
    onSettled: () => qc.invalidateQueries({ queryKey: cleanerScheduleKey }),
  });
}

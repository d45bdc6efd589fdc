// A job's booking calendars (GET/POST /host/jobs/{id}/calendars, PATCH/DELETE /host/calendars/{id},
// 'Sync now', imported events and host block marks). A calendar change can change the turnovers,
// so every mutation invalidates both the job's calendars and its turnovers.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddCalendarInput,
  CalendarEventsResponse,
  CalendarItem,
  CalendarsResponse,
  MarkBlockInput,
  UpdateCalendarInput,
} from '@core/schemas/turnovers';
import { api, apiGet, apiPost } from '@web/lib/api';
import { useInvalidateHostTurnovers } from './host-turnovers';

const enc = encodeURIComponent;

export const calendarsKey = (jobId: string) => ['turnovers', 'calendars', jobId] as const;
export const calendarEventsKey = (jobId: string, calendarId: string) =>
  [...calendarsKey(jobId), calendarId, 'events'] as const;

export const calendarsQuery = (jobId: string) =>
  queryOptions({
    queryKey: calendarsKey(jobId),
    queryFn: async () => (await apiGet<CalendarsResponse>(`/host/jobs/${enc(jobId)}/calendars`)).calendars,
  });
export const calendarEventsQuery = (jobId: string, calendarId: string) =>
  queryOptions({
    queryKey: calendarEventsKey(jobId, calendarId),
    queryFn: async () => (await apiGet<CalendarEventsResponse>(`/host/calendars/${enc(calendarId)}/events`)).events,
  });

export const useCalendars = (jobId: string) => useQuery(calendarsQuery(jobId));
export const useCalendarEvents = (jobId: string, calendarId: string, enabled: boolean) =>
  useQuery({ ...calendarEventsQuery(jobId, calendarId), enabled });

/** Invalidates calendarsKey(jobId) (events included, they sit under it) and the job's turnovers. */
function useInvalidateCalendars(jobId: string) {
  const qc = useQueryClient();
  const invalidateTurnovers = useInvalidateHostTurnovers(jobId);
  return () => Promise.all([qc.invalidateQueries({ queryKey: calendarsKey(jobId) }), invalidateTurnovers()]);
}

/** POST /host/jobs/{id}/calendars (it syncs at once); invalidates calendarsKey(jobId) and the turnovers. */
export function useAddCalendar(jobId: string) {
  const invalidate = useInvalidateCalendars(jobId);
  return useMutation({
    mutationFn: (input: AddCalendarInput) => apiPost<CalendarItem>(`/host/jobs/${enc(jobId)}/calendars`, input),
    onSettled: invalidate,
  });
}

/** PATCH /host/calendars/{id} (label, kind); invalidates calendarsKey(jobId) and the turnovers. */
export function useUpdateCalendar(jobId: string) {
  const invalidate = useInvalidateCalendars(jobId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateCalendarInput }) =>
      api<CalendarItem>('PATCH', `/host/calendars/${enc(id)}`, input),
    onSettled: invalidate,
  });
}

/** DELETE /host/calendars/{id}; invalidates calendarsKey(jobId) and the turnovers (its future ones are cancelled). */
export function useRemoveCalendar(jobId: string) {
  const invalidate = useInvalidateCalendars(jobId);
  return useMutation({
    mutationFn: (id: string) => api<unknown>('DELETE', `/host/calendars/${enc(id)}`),
    onSettled: invalidate,
  });
}

/** POST /host/calendars/{id}/sync ('Sync now'); invalidates calendarsKey(jobId) and the turnovers. */
export function useSyncCalendar(jobId: string) {
  const invalidate = useInvalidateCalendars(jobId);
  return useMutation({
    mutationFn: (id: string) => apiPost<CalendarItem>(`/host/calendars/${enc(id)}/sync`),
    onSettled: invalidate,
  });
}

/** POST /host/calendars/{id}/blocks: mark one imported event as a block (or not); invalidates calendarsKey(jobId) and the turnovers. */
export function useMarkBlock(jobId: string) {
  const invalidate = useInvalidateCalendars(jobId);
  return useMutation({
    mutationFn: ({ calendarId, input }: { calendarId: string; input: MarkBlockInput }) =>
      apiPost<unknown>(`/host/calendars/${enc(calendarId)}/blocks`, input),
    onSettled: invalidate,
  });
}

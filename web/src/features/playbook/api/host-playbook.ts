// The host's playbook of a job (GET/PUT /host/jobs/{id}/playbook) and its checklist items: add,
// edit, remove, move, reference photo; the starter checklist and a copy from another property.
// Each change writes what the server answered into the playbook's cache entry, so the list never
// shows a stale order.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddLibraryItemsInput,
  AddPlaybookItemInput,
  CopyPlaybookInput,
  EditPlaybookItemInput,
  PlaybookDetailsInput,
  PlaybookItem,
  PlaybookItemsResponse,
  PlaybookResponse,
} from '@core/schemas/playbook';
import { api, apiGet, apiPost, apiUpload } from '@web/lib/api';

const enc = encodeURIComponent;

export const playbookKey = (jobId: string) => ['playbook', 'host', jobId] as const;

export const playbookQuery = (jobId: string) =>
  queryOptions({
    queryKey: playbookKey(jobId),
    queryFn: () => apiGet<PlaybookResponse>(`/host/jobs/${enc(jobId)}/playbook`),
  });

export const usePlaybook = (jobId: string) => useQuery(playbookQuery(jobId));

/** Writes a change into the cached playbook (nothing when it is not loaded). */
function usePatchPlaybook(jobId: string) {
  const qc = useQueryClient();
  return (change: (p: PlaybookResponse) => PlaybookResponse) =>
    qc.setQueryData<PlaybookResponse>(playbookKey(jobId), (p) => (p ? change(p) : p));
}

const withItem = (item: PlaybookItem) => (p: PlaybookResponse) => ({
  ...p,
  items: p.items.map((i) => (i.id === item.id ? item : i)),
});
const withItems =
  ({ items }: PlaybookItemsResponse) =>
  (p: PlaybookResponse) => ({ ...p, items });

/** PUT /host/jobs/{id}/playbook ('Where supplies are', 'Access instructions'); sets playbookKey(jobId). */
export function useSavePlaybookDetails(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaybookDetailsInput) =>
      api<PlaybookResponse>('PUT', `/host/jobs/${enc(jobId)}/playbook`, input),
    onSuccess: (data) => qc.setQueryData(playbookKey(jobId), data),
  });
}

/** POST /host/jobs/{id}/playbook/items ('Add item'); invalidates playbookKey(jobId) (the item lands inside its area). */
export function useAddPlaybookItem(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPlaybookItemInput) =>
      apiPost<PlaybookItem>(`/host/jobs/${enc(jobId)}/playbook/items`, input),
    onSettled: () => qc.invalidateQueries({ queryKey: playbookKey(jobId) }),
  });
}

/**
 * POST /host/jobs/{id}/playbook/library (issue 41): items of the checklist library, each into its
 * room; the checklist the server answers replaces the cached one.
 */
export function useAddLibraryItems(jobId: string) {
  const patch = usePatchPlaybook(jobId);
  return useMutation({
    mutationFn: (input: AddLibraryItemsInput) =>
      apiPost<PlaybookItemsResponse>(`/host/jobs/${enc(jobId)}/playbook/library`, input),
    onSuccess: (data) => patch(withItems(data)),
  });
}

/** PATCH /host/playbook-items/{id}; an area change moves the item, so the list is fetched again too. */
export function useEditPlaybookItem(jobId: string) {
  const qc = useQueryClient();
  const patch = usePatchPlaybook(jobId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditPlaybookItemInput }) =>
      api<PlaybookItem>('PATCH', `/host/playbook-items/${enc(id)}`, input),
    onSuccess: (item) => patch(withItem(item)),
    onSettled: () => qc.invalidateQueries({ queryKey: playbookKey(jobId) }),
  });
}

/** DELETE /host/playbook-items/{id}: the checklist after it. */
export function useRemovePlaybookItem(jobId: string) {
  const patch = usePatchPlaybook(jobId);
  return useMutation({
    mutationFn: (id: string) => api<PlaybookItemsResponse>('DELETE', `/host/playbook-items/${enc(id)}`),
    onSuccess: (data) => patch(withItems(data)),
  });
}

/** POST /host/playbook-items/{id}/move: one place up or down. */
export function useMovePlaybookItem(jobId: string) {
  const patch = usePatchPlaybook(jobId);
  return useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      apiPost<PlaybookItemsResponse>(`/host/playbook-items/${enc(id)}/move`, { direction }),
    onSuccess: (data) => patch(withItems(data)),
  });
}

/**
 * PUT (a file) or DELETE (null) /host/playbook-items/{id}/reference-photo: how the item should look.
 * Only the photo is taken from the answer: the item's words stay as the page read them.
 */
export function useReferencePhoto(jobId: string) {
  const patch = usePatchPlaybook(jobId);
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) =>
      file
        ? apiUpload<PlaybookItem>('PUT', `/host/playbook-items/${enc(id)}/reference-photo`, [file])
        : api<PlaybookItem>('DELETE', `/host/playbook-items/${enc(id)}/reference-photo`),
    onSuccess: (item) =>
      patch((p) => ({
        ...p,
        items: p.items.map((i) => (i.id === item.id ? { ...i, referencePhoto: item.referencePhoto } : i)),
      })),
  });
}

/** POST /host/jobs/{id}/playbook/starter ('Use the starter checklist'); sets playbookKey(jobId). */
export function useStarterChecklist(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<PlaybookResponse>(`/host/jobs/${enc(jobId)}/playbook/starter`, {}),
    onSuccess: (data) => qc.setQueryData(playbookKey(jobId), data),
    onError: () => qc.invalidateQueries({ queryKey: playbookKey(jobId) }),
  });
}

/** POST /host/jobs/{id}/playbook/copy ('Copy from another property'); sets playbookKey(jobId). */
export function useCopyPlaybook(jobId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CopyPlaybookInput) =>
      apiPost<PlaybookResponse>(`/host/jobs/${enc(jobId)}/playbook/copy`, input),
    onSuccess: (data) => qc.setQueryData(playbookKey(jobId), data),
  });
}

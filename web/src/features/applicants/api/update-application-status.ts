// PATCH /host/applications/{id} {action}: one step along the status graph (core/application-status.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateApplicationStatusInput, UpdateApplicationStatusResponse } from '@core/schemas/applicants';
import { api } from '@web/lib/api';
import { applicantsKey } from './get-applicants';

/** The body is the contract's (core/schemas/applicants): one action of the status graph. */
export type ApplicationStatusAction = UpdateApplicationStatusInput['action'];

export const updateApplicationStatus = (applicationId: string, action: ApplicationStatusAction) =>
  api<UpdateApplicationStatusResponse>('PATCH', `/host/applications/${encodeURIComponent(applicationId)}`, {
    action,
  } satisfies UpdateApplicationStatusInput);

export function useUpdateApplicationStatus(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: ApplicationStatusAction) => updateApplicationStatus(applicationId, action),
    // Invalidates: every applicants list (the job's and the all-jobs page, whatever the outcome:
    // a refusal may mean the list on screen is out of date).
    onSettled: () => qc.invalidateQueries({ queryKey: applicantsKey }),
  });
}

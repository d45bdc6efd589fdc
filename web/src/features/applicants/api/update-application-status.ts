// PATCH /host/applications/{id} {action}: one step along the status graph (core/application-status.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAction } from '../../../../../core/application-status';
import type { UpdateApplicationStatusResponse } from '../../../../../core/schemas/applicants';
import { api } from '../../../lib/api';
import { applicantsKey } from './get-applicants';

export function useUpdateApplicationStatus(applicationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: ApplicationAction) =>
      api<UpdateApplicationStatusResponse>('PATCH', `/host/applications/${encodeURIComponent(applicationId)}`, { action }),
    onSettled: () => qc.invalidateQueries({ queryKey: applicantsKey }),
  });
}

// The pay records' changes (issue 42, decision 050). Each answers with the changed line, adjustment
// or payment; every pay read is refetched after it (keys.ts), since one change moves the ledger,
// the balances, the statement and the year together.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayAdjustment, PayLine, PayPayment, ProposeAdjustmentInput, MarkPaidInput } from '@core/schemas/pay';
import { api, apiPost, apiUpload } from '@web/lib/api';
import { payKey } from './keys';

function usePayMutation<I, O>(send: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => qc.invalidateQueries({ queryKey: payKey }) });
}

export const useProposeAdjustment = (turnoverId: string) =>
  usePayMutation((input: ProposeAdjustmentInput) =>
    apiPost<{ line: PayLine }>(`/pay/turnovers/${encodeURIComponent(turnoverId)}/adjustments`, input),
  );

/** Accept, decline or withdraw an adjustment. */
export const useAnswerAdjustment = () =>
  usePayMutation(({ id, answer }: { id: string; answer: 'accept' | 'decline' | 'withdraw' }) =>
    apiPost<{ line: PayLine }>(`/pay/adjustments/${encodeURIComponent(id)}/${answer}`),
  );

/** An expense's receipt photo (through the photo pipeline: re-encoded, metadata stripped). */
export const uploadReceipt = (adjustmentId: string, file: File) =>
  apiUpload<{ adjustment: PayAdjustment }>('POST', `/pay/adjustments/${encodeURIComponent(adjustmentId)}/receipt`, [
    file,
  ]);

export const useUploadReceipt = () =>
  usePayMutation(({ adjustmentId, file }: { adjustmentId: string; file: File }) => uploadReceipt(adjustmentId, file));

export const useMarkPaid = () =>
  usePayMutation((input: MarkPaidInput) => apiPost<{ payment: PayPayment }>('/pay/payments', input));

export const useMarkReceived = () =>
  usePayMutation((paymentId: string) =>
    apiPost<{ payment: PayPayment }>(`/pay/payments/${encodeURIComponent(paymentId)}/received`),
  );

export const useSetW9 = () =>
  usePayMutation(({ cleanerUserId, received }: { cleanerUserId: string; received: boolean }) =>
    api<{ w9Received: boolean }>('PUT', `/pay/pairs/${encodeURIComponent(cleanerUserId)}/w9`, { received }),
  );

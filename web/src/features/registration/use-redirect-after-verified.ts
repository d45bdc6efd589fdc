// The end of both sign-up wizards: once the emailed link has been clicked, "verified" shows for
// about 1.5 s (spec §9) and the page moves on. The timer goes with the page.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Spec §9: the post-verification redirect waits about 1.5 s. */
export const REDIRECT_AFTER_VERIFIED_MS = 1500;

/** The `onVerified` of the verification step: goes to `to` (replacing the wizard) after the delay. */
export function useRedirectAfterVerified(to: string): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(to, { replace: true }), REDIRECT_AFTER_VERIFIED_MS);
  }, [navigate, to]);
}

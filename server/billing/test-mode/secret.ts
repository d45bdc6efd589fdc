// The test mode signs its events as Stripe would, with its own secret.
import { createHmac } from 'node:crypto';

/** The test mode's webhook signing secret: derived from AUTH_SECRET, so it is stable and private. */
export function testWebhookSecret(authSecret: string): string {
  return `whsec_test_${createHmac('sha256', authSecret).update('turnready test-mode webhook signing secret').digest('base64url')}`;
}

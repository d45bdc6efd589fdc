// Whether a password reset link still works. better-auth keeps the token's identifier hashed
// (verification.storeIdentifier), so the lookup goes through its adapter, which hashes the same way.
import type { Auth } from './auth';

export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!found && found.expiresAt.getTime() > Date.now();
}

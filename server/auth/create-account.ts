// Inserts a verified user with a password credential, the way better-auth stores them. Used when a
// registration is verified, by the demo seed and by test factories.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@core/locale';
import type { Queryable } from '../db/client';
import { account, user } from '../db/schema';

export async function createVerifiedAccount(
  q: Queryable,
  input: { email: string; name: string; passwordHash: string; locale?: Locale },
): Promise<string> {
  const userId = randomUUID();
  await q.insert(user).values({
    id: userId,
    email: input.email.toLowerCase(),
    name: input.name,
    emailVerified: true,
    ...(input.locale && { locale: input.locale }),
  });
  await q
    .insert(account)
    .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: input.passwordHash });
  return userId;
}

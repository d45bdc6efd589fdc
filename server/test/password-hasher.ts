// The API tests' password hasher: better-auth's scrypt, with each result remembered for the worker.
// scrypt is deliberately slow (about 0.1 s of CPU a hash); the API tests hash and check the same few
// passwords hundreds of times (every sign-in, sign-up, reset, and the dummy hash an unknown email
// costs), which was a tenth of their CPU. The same password gets the same stored hash (salt reuse
// hurts nothing in a test database) and a (hash, password) pair is checked once: the results are
// exactly what scrypt gives, computed once. Servers, the browser tests and the tests about hashing
// under load (sign-in-burst.test.ts) use scryptHasher itself, the production path.
import { scryptHasher, type PasswordHasher } from '../auth/password-work';

const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

function remember<T>(cache: Map<string, Promise<T>>, key: string, compute: () => Promise<T>): Promise<T> {
  let result = cache.get(key);
  if (!result) {
    result = compute();
    cache.set(key, result);
    // A failure is not remembered: the next call tries again.
    result.catch(() => cache.delete(key));
  }
  return result;
}

export const rememberingScryptHasher: PasswordHasher = {
  hash: (password) => remember(hashes, password, () => scryptHasher.hash(password)),
  verify: ({ hash, password }) =>
    remember(checks, `${hash}\n${password}`, () => scryptHasher.verify({ hash, password })),
};

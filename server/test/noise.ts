// Deterministic bytes that do not compress (xorshift32 from a fixed seed): file bodies and photo
// pixels for tests and the bench, the same on every run.
export function noiseBytes(size: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    if ((i & 3) === 0) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
    }
    out[i] = (x >>> ((i & 3) * 8)) & 0xff;
  }
  return out;
}

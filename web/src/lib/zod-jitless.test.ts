// zod-jitless.ts sets zod's configuration without importing zod; zod must see it, in its full
// build and in zod/mini, or the browser would probe `new Function` under our CSP.
import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod-jitless', () => {
  it('makes zod (classic and mini) run without compiling validators', async () => {
    const { config } = await import('zod');
    const mini = await import('zod/mini');
    expect(config().jitless).toBe(true);
    expect(mini.config().jitless).toBe(true);
  });
});

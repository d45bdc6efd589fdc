// Imported first by main.tsx, before any module builds or runs a schema: zod must not compile its
// validators with `new Function`. Its probe for that is a violation of our Content-Security-Policy
// (script-src without 'unsafe-eval'), and the forms' small schemas do not need the speed.
// zod keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod and
// read when a schema first parses), so setting it here needs no import of zod: the entry chunk
// stays free of it, and pages without a form never download zod at all (issue 19).
// zod-jitless.test.ts checks that zod's own config() reads what this sets.
type ZodConfigHolder = { __zod_globalConfig?: Record<string, unknown> };

const holder = globalThis as ZodConfigHolder;
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

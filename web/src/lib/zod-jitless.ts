// Imported first by main.tsx, before any module builds or runs a schema: zod must not compile its
// validators with `new Function`. Its probe for that is a violation of our Content-Security-Policy
// (script-src without 'unsafe-eval'), and the forms' small schemas do not need the speed.
import { config } from 'zod';

config({ jitless: true });

// Per-route rate limits (each route has its own counter; see STACK.md pitfall 8).
import type { FastifyRequest } from 'fastify';

type Limit = { max: number; timeWindow: string; keyGenerator?: (req: FastifyRequest) => string; hook?: 'onRequest' | 'preHandler' };

// Limits keyed by the email must run once the body is parsed (preHandler): at the plugin's default
// onRequest hook req.body is still undefined, and every email from one address would share a counter.
const byIpAndEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `${req.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export const rateLimits = {
  signIn: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail, hook: 'preHandler' },
  signUp: { max: 20, timeWindow: '1 hour' },
  emailCheck: { max: 60, timeWindow: '1 minute' },
  resend: { max: 10, timeWindow: '10 minutes' },
  forgotPassword: { max: 5, timeWindow: '15 minutes', keyGenerator: byIpAndEmail, hook: 'preHandler' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  clientLog: { max: 30, timeWindow: '1 minute' },
} satisfies Record<string, Limit>;

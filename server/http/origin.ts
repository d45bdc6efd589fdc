import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called by another service, not by our pages (the payment provider's webhook),
     * and proves itself another way (a signature): no Origin check.
     */
    skipOriginCheck?: boolean;
  }
}

/**
 * A state-changing request is trusted when its Origin (or, failing that, Referer) is this server's
 * own address as the browser used it (as a trusted proxy relays it), or APP_URL. Browsers always
 * send Origin on such requests.
 */
export function isTrustedOrigin(req: FastifyRequest, appUrl: string): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  let origin: URL;
  try {
    origin = new URL(source);
  } catch {
    return false;
  }
  if (origin.origin === new URL(appUrl).origin) return true;
  // req.host is X-Forwarded-Host only when a trusted proxy (TRUST_PROXY) sent it, else the Host header.
  return origin.host === req.host;
}

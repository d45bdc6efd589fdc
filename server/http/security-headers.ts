// Security headers on every response (API, the SPA's HTML, static assets), set by @fastify/helmet.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Env } from '../env';

/**
 * The Content-Security-Policy allows scripts only from our own origin: index.html has no inline
 * script and the Vite build emits none, so an injected <script> or on* attribute never runs.
 *
 * Styles need 'unsafe-inline': the toast library (sonner) and the scroll lock of Radix dialogs and
 * menus insert <style> elements at run time, and the development mailbox shows emails, whose HTML
 * uses style attributes. Inline styles cannot run code, and scripts stay locked down.
 */
export function securityHeaders(env: Pick<Env, 'isProduction' | 'appUrl'>): FastifyHelmetOptions {
  const https = env.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the cleaner's own photos waiting to send, previewed from the phone (issue 38).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // Nobody may frame our pages (clickjacking); X-Frame-Options says the same to old browsers.
        frameAncestors: ["'none'"],
        // Only when served over https: on plain http it would send every asset request to a dead port.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS pins browsers to https for a year; a development server on http must never send it.
    hsts: env.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    // Other sites learn at most our origin, never a page's path or query (reset links carry tokens);
    // our own requests keep their Referer, which the origin check falls back to (server/http/origin.ts).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

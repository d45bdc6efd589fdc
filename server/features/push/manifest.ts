// The web app manifest (issue 38), served per visitor: the installed app opens where the person
// works, the schedule for a cleaner and the dashboard for a host (the home page for anyone else).
// The icons are made at build time from the favicon (vite.config.ts appIcons).
import type { FastifyPluginAsync } from 'fastify';
import { detectRole, getSessionUser } from '../../http/session';

export const BRAND_COLOR = '#0f766e';

export function webManifest(role: 'host' | 'cleaner' | null) {
  return {
    id: '/',
    name: 'TurnReady',
    short_name: 'TurnReady',
    description: 'Same-day turnover cleaning for short-term rentals: offers, schedule and checklists.',
    start_url: role === 'cleaner' ? '/cleaner/schedule' : role === 'host' ? '/host/dashboard' : '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const manifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (req, reply) => {
    const me = await getSessionUser(req).catch(() => null);
    const role = me ? await detectRole(app.ctx.db, me.id) : null;
    // Differs with the session cookie: caches keep the two apart, and a new sign-in is seen at once.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('application/manifest+json');
    return JSON.stringify(webManifest(role));
  });
};

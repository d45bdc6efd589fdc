// This deployment's public settings: GET /api/config, and written into the prerendered pages
// (server/http/prerendered-pages.ts) so they show the same values before any request.
import type { PublicConfig } from '@core/schemas/system';
import type { AppContext } from '../../http/context';

export function publicConfig(ctx: Pick<AppContext, 'env' | 'mailer'>): PublicConfig {
  return {
    supportEmail: ctx.env.supportEmail,
    mailMode: ctx.mailer.mode,
    devMailbox: !ctx.env.isProduction,
    photoRetentionMonths: ctx.env.photoRetentionMonths,
    ...(ctx.env.salesBookingUrl ? { salesBookingUrl: ctx.env.salesBookingUrl } : {}),
  };
}

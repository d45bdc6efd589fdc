import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Scaffold: replaced by this feature's routes.
export const notificationRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const calculatorRoutes: FastifyPluginAsyncZod = async () => {};

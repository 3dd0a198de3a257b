import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify scope whose routes' zod schemas type their requests and answers. */
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** What every module's route registration receives (a scope of buildApp's, made by withZod). */
export type App = ReturnType<typeof withZod>;

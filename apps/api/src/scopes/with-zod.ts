import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A scope whose routes take zod schemas (what the modules' route files are given). */
export const withZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

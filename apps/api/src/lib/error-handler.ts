import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NUL_MESSAGE, type ApiErrorBody } from '@kirana/shared';
import { sqlState } from '../db/client';
import { AppError } from './errors';

const GENERIC_DESCRIPTION = 'Something went wrong, Please try again after some time';

/**
 * SQLSTATEs PostgreSQL raises for a value it cannot take: a NUL or an unencodable character in
 * text (22021, 22P05), an integer outside its column's range (22003), text that is not the
 * column's type (22P02). The request schemas refuse these first, naming the field; this is the
 * backstop, so that one they miss is still a 400 and not a 500.
 */
const BAD_VALUE_STATES = new Set(['22021', '22P05', '22003', '22P02']);

function validationFields(err: FastifyError): ApiErrorBody['Fields'] {
  if (!hasZodFastifySchemaValidationErrors(err)) {
    return (err.validation ?? []).map((v) => ({
      Field:
        v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        String(v.params?.missingProperty ?? ''),
      Message: v.message ?? 'is invalid',
    }));
  }
  return err.validation.map((v) => {
    const path = [err.validationContext, ...v.instancePath.split('/').filter(Boolean)];
    const missing = (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path;
    return {
      Field: (missing?.length ? [err.validationContext, ...missing.map(String)] : path).join('.'),
      Message: v.message ?? 'is invalid',
    };
  });
}

/**
 * Refuses a URL path holding a NUL (%00), before any handler: PostgreSQL cannot store or compare
 * it, and the web app's catch-all and the SEO heads look paths up. Runs at preValidation, after
 * the rate limit has counted the call; a NUL in a route parameter is named as that parameter.
 */
function refuseNulInPath(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.includes('%00') && !path.includes('\u0000')) return;
    const params = Object.entries((req.params ?? {}) as Record<string, unknown>);
    // a wildcard's '*' is the path itself, not a field the caller knows by name
    const named = params.filter(
      ([k, v]) => k !== '*' && typeof v === 'string' && v.includes('\u0000'),
    );
    const fields = (named.length ? named.map(([k]) => `params.${k}`) : ['path']).map((Field) => ({
      Field,
      Message: NUL_MESSAGE,
    }));
    const message = `Invalid ${fields.map((f) => f.Field).join(', ')}`;
    return reply.code(400).send({
      Message: message,
      ErrorMessage: message,
      ErrorDescription: fields.map((f) => `${f.Field}: ${f.Message}`).join('; '),
      Code: 'VALIDATION_FAILED',
      Fields: fields,
    } satisfies ApiErrorBody);
  });
}

/**
 * Maps every error to the one error body: 4xx say what was wrong, 5xx details stay in the log.
 * A NUL in the URL path is refused with 400 before any handler sees it.
 */
export function installErrorHandler(app: FastifyInstance): void {
  refuseNulInPath(app);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = {
        Message: err.message,
        ErrorMessage: err.message,
        Code: err.code,
      };
      if (err.description) body.ErrorDescription = err.description;
      if (err.fields) body.Fields = err.fields;
      return reply.code(err.statusCode).send(body);
    }
    if (err.validation) {
      const fields = validationFields(err) ?? [];
      const names = fields.map((f) => f.Field).filter(Boolean);
      const message = names.length ? `Invalid ${names.join(', ')}` : 'Invalid request';
      return reply.code(400).send({
        Message: message,
        ErrorMessage: message,
        ErrorDescription: fields.map((f) => `${f.Field}: ${f.Message}`).join('; '),
        Code: 'VALIDATION_FAILED',
        Fields: fields,
      } satisfies ApiErrorBody);
    }
    const state = sqlState(err);
    if (state && BAD_VALUE_STATES.has(state)) {
      req.log.warn({ err, sqlState: state }, 'database refused a value the schemas let through');
      const message = 'The request holds a value the store cannot take';
      return reply.code(400).send({
        Message: message,
        ErrorMessage: message,
        ErrorDescription: 'Check for control characters in text and numbers that are too large',
        Code: 'BAD_INPUT',
      } satisfies ApiErrorBody);
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limit...
      return reply.code(status).send({
        Message: err.message,
        ErrorMessage: err.message,
        Code: err.code ?? 'BAD_REQUEST',
      } satisfies ApiErrorBody);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      Message: 'Internal server error',
      ErrorDescription: GENERIC_DESCRIPTION,
      Code: 'INTERNAL',
    } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      Message: `No route ${req.method} ${req.url.split('?')[0]}`,
      Code: 'ROUTE_NOT_FOUND',
    } satisfies ApiErrorBody);
  });
}

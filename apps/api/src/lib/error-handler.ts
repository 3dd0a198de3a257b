import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@kirana/shared';
import { AppError } from './errors';

const GENERIC_DESCRIPTION = 'Something went wrong, Please try again after some time';

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

/** Maps every error to the one error body: 4xx say what was wrong, 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      const body: ApiErrorBody = {
        Message: err.message,
        ErrorMessage: err.message,
        Code: err.code,
      };
      if (err.description) body.ErrorDescription = err.description;
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

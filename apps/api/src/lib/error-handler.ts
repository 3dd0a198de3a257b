import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NUL_MESSAGE, type ApiErrorBody, type Language } from '@kirana/shared';
import { sqlState } from '../db/client';
import { AppError } from './errors';
import { fieldMessageIn } from './i18n/field-words';
import { readerIn } from './i18n/reader';

// Every human sentence of an error body follows the request's language (#26 §1); the codes,
// statuses and field names do not.

/**
 * SQLSTATEs PostgreSQL raises for a value it cannot take: a NUL or an unencodable character in
 * text (22021, 22P05), an integer outside its column's range (22003), text that is not the
 * column's type (22P02). The request schemas refuse these first, naming the field; this is the
 * backstop, so that one they miss is still a 400 and not a 500.
 */
const BAD_VALUE_STATES = new Set(['22021', '22P05', '22003', '22P02']);

function validationFields(err: FastifyError, language: Language): ApiErrorBody['Fields'] {
  if (!hasZodFastifySchemaValidationErrors(err)) {
    return (err.validation ?? []).map((v) => ({
      Field:
        v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        String(v.params?.missingProperty ?? ''),
      Message: fieldMessageIn(language, v.message ?? 'is invalid'),
    }));
  }
  return err.validation.map((v) => {
    const path = [err.validationContext, ...v.instancePath.split('/').filter(Boolean)];
    const missing = (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path;
    // the zod issue, as fastify-type-provider-zod splits it: its code is the keyword
    const issue = { ...v.params, code: v.keyword };
    return {
      Field: (missing?.length ? [err.validationContext, ...missing.map(String)] : path).join('.'),
      Message: fieldMessageIn(language, v.message ?? 'is invalid', issue),
    };
  });
}

/** "Invalid body.Pincode" / "अमान्य जानकारी: body.Pincode"; "Invalid request" without names. */
function invalidFields(language: Language, names: readonly string[]): string {
  const { t } = readerIn(language);
  return names.length
    ? t('errors.invalid-fields', { fields: names.join(', ') })
    : t('errors.invalid-request');
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
      Message: fieldMessageIn(req.language, NUL_MESSAGE),
    }));
    const message = invalidFields(
      req.language,
      fields.map((f) => f.Field),
    );
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
    const { t } = readerIn(req.language);
    if (err instanceof AppError) {
      const said = err.wordedIn(req.language);
      const body: ApiErrorBody = {
        Message: said.message,
        ErrorMessage: said.message,
        Code: err.code,
      };
      if (said.description) body.ErrorDescription = said.description;
      if (said.fields) body.Fields = said.fields;
      return reply.code(err.statusCode).send(body);
    }
    if (err.validation) {
      const fields = validationFields(err, req.language) ?? [];
      const message = invalidFields(req.language, fields.map((f) => f.Field).filter(Boolean));
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
      const message = t('errors.bad-value');
      return reply.code(400).send({
        Message: message,
        ErrorMessage: message,
        ErrorDescription: t('errors.bad-value-description'),
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
      Message: t('errors.internal'),
      ErrorDescription: t('errors.internal-description'),
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

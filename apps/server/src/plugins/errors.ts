import type { ApiError, ErrorCode } from '@nakshatra/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/** An expected failure with a status, a stable code and the English message the client shows. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errorMessages = {
  invalidJson: 'Invalid JSON body',
  bodyNotObject: 'Request body must be a JSON object',
  unknownField: 'Unknown field',
  unknownParameter: 'Unknown query parameter',
  payloadTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type: send application/json',
  notFound: 'Not found',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  badRequest: 'Bad request',
  headersTooLarge: 'Request headers or URL are too large',
  requestTimeout: 'The request took too long to arrive',
  nulCharacter: 'Text must not contain NUL characters',
  internal: 'Something went wrong!',
} as const;

type ZodIssueLike = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/**
 * Turns zod issues into `{error, fields}`: `fields` maps each top-level field to its first
 * message (spec section 5 wording from the contracts); `error` is the first message overall.
 * `context` is where the values came from (Fastify's validationContext): an unknown key of a
 * query string is called a query parameter, of a body a field.
 */
export function validationError(issues: readonly ZodIssueLike[], context?: string): AppError {
  const unknownKey =
    context === 'querystring' ? errorMessages.unknownParameter : errorMessages.unknownField;
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0];
    if (issue.keyword === 'unrecognized_keys') {
      const keys = Array.isArray(issue.params.keys) ? (issue.params.keys as unknown[]) : [];
      for (const key of keys) {
        const name = String(key).slice(0, 100);
        fields[name] ??= unknownKey;
        first ??= `${unknownKey}: ${name}`;
      }
      continue;
    }
    if (field === undefined) {
      // The value itself is wrong (an array, a string, no body at all): not one field's fault.
      first ??= errorMessages.bodyNotObject;
      continue;
    }
    const message = issue.message ?? errorMessages.badRequest;
    fields[field] ??= message;
    first ??= message;
  }
  return new AppError(
    400,
    'validation_failed',
    first ?? errorMessages.badRequest,
    Object.keys(fields).length > 0 ? fields : undefined,
  );
}

/** Maps Fastify's own errors (parsing, limits) to our codes; null when it is not one of them. */
function fromFastifyError(err: FastifyError): AppError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'invalid_json', errorMessages.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'validation_failed', errorMessages.bodyNotObject);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'payload_too_large', errorMessages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'bad_request', errorMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'bad_request', errorMessages.badRequest);
    default:
      return null;
  }
}

function send(reply: FastifyReply, err: AppError) {
  if (err.headers) reply.headers(err.headers);
  const body: ApiError = { error: err.message, code: err.code };
  if (err.fields) body.fields = err.fields;
  return reply.code(err.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a URL or headers over the
 * 16 KiB limit, a malformed Content-Length, a request that never finishes arriving): answered on
 * the raw socket, in our `{error, code}` shape rather than Fastify's default
 * `{error, message, statusCode}`, then the connection is closed as Node does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer (Node's documentation of 'clientError').
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ApiError] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { error: errorMessages.headersTooLarge, code: 'headers_too_large' }]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { error: errorMessages.requestTimeout, code: 'request_timeout' }]
        : [400, { error: errorMessages.badRequest, code: 'bad_request' }];
  this.log.debug({ code: err.code, status }, 'client error before routing');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(err);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (raw instanceof AppError) return send(reply, raw);
    const err = raw as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err))
      return send(reply, validationError(err.validation, err.validationContext));
    const known = fromFastifyError(err);
    if (known) return send(reply, known);
    if (err.statusCode === 429)
      return send(reply, new AppError(429, 'rate_limited', errorMessages.rateLimited));
    if (
      !isResponseSerializationError(err) &&
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      // Other client errors raised by Fastify or a plugin: their messages carry no internals,
      // but stay generic so nothing unexpected is echoed.
      request.log.info({ code: err.code, statusCode: err.statusCode }, 'client error');
      const code: ErrorCode =
        err.statusCode === 404
          ? 'not_found'
          : err.statusCode === 413
            ? 'payload_too_large'
            : 'bad_request';
      return send(
        reply,
        new AppError(
          err.statusCode,
          code,
          err.statusCode === 404 ? errorMessages.notFound : errorMessages.badRequest,
        ),
      );
    }
    // Unexpected: log everything server-side (with the request id pino adds), reveal nothing.
    request.log.error({ err }, 'unhandled error');
    return send(reply, new AppError(500, 'internal', errorMessages.internal));
  });
}

export default fp(errorsPlugin, { name: 'errors' });

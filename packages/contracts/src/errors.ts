import { z } from 'zod';

/**
 * Stable error codes. The server answers `{ error, code, fields? }`: `error` is the English
 * message (the spec's wording), `code` one of these, which the web app translates.
 */
export const errorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'unauthorized',
  'token_missing',
  'forbidden',
  'csrf_failed',
  'not_found',
  'email_taken',
  'invalid_credentials',
  'too_many_attempts',
  'rate_limited',
  'profile_incomplete',
  'internal',
  'ambiguous_local_time',
  'skipped_local_time',
  'limit_reached',
  'quota_exceeded',
  'answer_failed',
  'order_closed',
  'insufficient_balance',
  'conflict',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Field-level errors: field name -> English message (spec section 5 wording). */
export const fieldErrorsSchema = z.record(z.string(), z.string());

export const apiErrorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  fields: fieldErrorsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

import { apiErrorSchema, type ErrorCode } from '@nakshatra/contracts';
import type { z } from 'zod';
import { env } from '@/config/env';
import { cookieNames, readCookie } from './cookies';

/** Spec section 8: what the user sees when the server gave no usable message. */
export const GENERIC_ERROR = 'Something went wrong!';

export type ClientErrorCode = ErrorCode | 'network_error' | 'bad_response';

/** A failed call: HTTP status (0 when the request never got an answer), code, message, fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  /** The server's English message (spec wording), or GENERIC_ERROR. */
  readonly error: string;
  /** Field name -> English message, for validation errors. */
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: ClientErrorCode, error: string, fields?: Record<string, string>) {
    super(error);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.error = error;
    this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<S extends z.ZodType> {
  method?: Method;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

/**
 * The one way the web app talks to the API: same-origin cookies, the CSRF header on every
 * mutating request, JSON in and out, errors as ApiError, and success bodies parsed with the
 * contract schema so a drifting server fails loudly here rather than deep in a component.
 */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const csrf = readCookie(cookieNames.csrf);
    if (csrf) headers['x-csrf-token'] = csrf;
  }

  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', GENERIC_ERROR);
  }

  const text = await response.text();
  let json: unknown = undefined;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.code, parsed.data.error, parsed.data.fields);
    }
    const loose = json as { error?: unknown } | undefined;
    const message = typeof loose?.error === 'string' && loose.error !== '' ? loose.error : GENERIC_ERROR;
    throw new ApiError(response.status, 'internal', message);
  }

  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'bad_response', GENERIC_ERROR);
  return parsed.data;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

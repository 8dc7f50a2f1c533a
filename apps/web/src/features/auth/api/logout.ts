import { logoutResponseSchema } from '@nakshatra/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/logout with an empty body; the schema accepts only {message: 'Logout successful'},
 * the spec's success test. Loaded on demand so the app shell does not carry zod.
 */
export function logoutRequest() {
  return apiRequest('/logout', { method: 'POST', schema: logoutResponseSchema });
}

import { meResponseSchema, type MeResponse } from '@nakshatra/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me: confirms the readable `user` cookie against the server (401 when the session is gone). */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/me', { schema: meResponseSchema, signal });
}

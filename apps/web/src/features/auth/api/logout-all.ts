import { logoutAllResponseSchema, type LogoutAllResponse } from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/logout-all (issue 9, item 8): ends every session of the signed-in user, this
 * browser's included, and answers `{message: 'Logged out of all devices', revoked}`.
 */
export function logoutAll(): Promise<LogoutAllResponse> {
  return apiRequest('/logout-all', { method: 'POST', schema: logoutAllResponseSchema });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}

import { authResponseSchema, type AuthResponse, type RegisterRequest } from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/register: 201 with the same shape as login; sets the session and signup_profile cookies. */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('/register', { method: 'POST', body, schema: authResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

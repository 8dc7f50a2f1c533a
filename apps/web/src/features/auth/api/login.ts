import { authResponseSchema, type AuthResponse, type LoginRequest } from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login. The spec client sends `name: ''`; the server ignores it. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest('/login', { method: 'POST', body: { ...body, name: '' }, schema: authResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

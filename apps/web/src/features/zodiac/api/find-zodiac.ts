import {
  zodiacResponseSchema,
  type ZodiacRequest,
  type ZodiacResponse,
} from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/zodiac: sun sign (tropical), Moon sign, ascendant and nakshatra (sidereal). */
export async function findZodiac(body: ZodiacRequest): Promise<ZodiacResponse> {
  return apiRequest('/zodiac', { method: 'POST', body, schema: zodiacResponseSchema });
}

export function useFindZodiac() {
  return useMutation({ mutationFn: findZodiac });
}

import { kundliResponseSchema, type KundliRequestInput, type KundliResponse } from '@nakshatra/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/kundli (signed-in users): the chart, dashas, yogas and the seven sections. */
export async function createKundli(body: KundliRequestInput): Promise<KundliResponse> {
  return apiRequest('/kundli', { method: 'POST', body, schema: kundliResponseSchema });
}

export function useCreateKundli() {
  return useMutation({ mutationFn: createKundli });
}

import {
  kundliResponseSchema,
  savedKundliCreatedSchema,
  savedKundliDeletedSchema,
  savedKundliListSchema,
  type KundliRequestInput,
  type UiLanguage,
} from '@nakshatra/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const listKey = ['kundlis', 'saved'] as const;

/** GET /api/kundlis: the user's saved kundlis, newest first. */
export async function listSavedKundlis(signal?: AbortSignal) {
  return apiRequest('/kundlis', { schema: savedKundliListSchema, signal });
}

export function listSavedKundlisQueryOptions() {
  return queryOptions({ queryKey: listKey, queryFn: ({ signal }) => listSavedKundlis(signal) });
}

export function useSavedKundlis(enabled: boolean) {
  return useQuery({ ...listSavedKundlisQueryOptions(), enabled });
}

/** GET /api/kundlis/:id?lang: the saved birth re-cast, texts in `lang`. */
export async function getSavedKundli(id: string, lang: UiLanguage) {
  return apiRequest(`/kundlis/${encodeURIComponent(id)}?lang=${lang}`, { schema: kundliResponseSchema });
}

export function useOpenSavedKundli() {
  return useMutation({ mutationFn: ({ id, lang }: { id: string; lang: UiLanguage }) => getSavedKundli(id, lang) });
}

/** POST /api/kundlis: saves the request (not the result: it is re-cast on opening). */
export function useSaveKundli() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KundliRequestInput) =>
      apiRequest('/kundlis', { method: 'POST', body, schema: savedKundliCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useDeleteKundli() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/kundlis/${encodeURIComponent(id)}`, { method: 'DELETE', schema: savedKundliDeletedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

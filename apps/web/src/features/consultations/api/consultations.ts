import {
  consultationHistoryResponseSchema,
  consultationMessageSchema,
  consultationResponseSchema,
  consultationSchema,
  currentConsultationResponseSchema,
  iceServersResponseSchema,
  reviewResponseSchema,
  type ConsultationMode,
  type CreateReviewRequest,
} from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const consultationsQueryKey = ['consultations'] as const;
export const currentConsultationQueryKey = ['consultations', 'current'] as const;

/** GET /api/consultations/current: the user's requested or active consultation, or null. */
export function getCurrentConsultationQueryOptions() {
  return queryOptions({
    queryKey: currentConsultationQueryKey,
    queryFn: ({ signal }) =>
      apiRequest('/consultations/current', { schema: currentConsultationResponseSchema, signal }).then(
        (r) => r.consultation,
      ),
  });
}
export const useCurrentConsultation = () => useQuery(getCurrentConsultationQueryOptions());

/** POST /api/consultations: asks an astrologer for a paid chat or call (402 when the wallet is short). */
export async function requestConsultation(astrologerSlug: string, topic: string, mode: ConsultationMode = 'chat') {
  const r = await apiRequest('/consultations', {
    method: 'POST',
    body: { astrologerSlug, topic, mode },
    schema: consultationResponseSchema,
  });
  return r.consultation;
}

export type ConsultationAction = 'accept' | 'decline' | 'cancel' | 'end';
/** POST /api/consultations/:id/{accept,decline,cancel,end}. */
export async function consultationAction(id: string, action: ConsultationAction) {
  const r = await apiRequest(`/consultations/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    schema: consultationResponseSchema,
  });
  return r.consultation;
}

/** POST /api/consultations/:id/review. */
export async function createReview(id: string, body: CreateReviewRequest) {
  return apiRequest(`/consultations/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body,
    schema: reviewResponseSchema,
  });
}

/** GET /api/consultations: past consultations, either side. */
export function getHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...consultationsQueryKey, 'history'],
    queryFn: ({ signal }) => apiRequest('/consultations', { schema: consultationHistoryResponseSchema, signal }),
  });
}
export const useConsultationHistory = () => useQuery(getHistoryQueryOptions());

const transcriptSchema = z.object({
  consultation: consultationSchema,
  messages: z.array(consultationMessageSchema),
});
/** GET /api/consultations/:id/messages: a transcript. */
export function getTranscriptQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...consultationsQueryKey, 'transcript', id],
    queryFn: ({ signal }) =>
      apiRequest(`/consultations/${encodeURIComponent(id)}/messages`, { schema: transcriptSchema, signal }),
  });
}
export const useTranscript = (id: string | null) =>
  useQuery({ ...getTranscriptQueryOptions(id ?? ''), enabled: id !== null });

/** GET /api/consultations/:id/ice-servers: the STUN/TURN servers for a call. */
export async function getIceServers(id: string) {
  const r = await apiRequest(`/consultations/${encodeURIComponent(id)}/ice-servers`, { schema: iceServersResponseSchema });
  return r.iceServers;
}

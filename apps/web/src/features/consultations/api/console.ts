import {
  adminConsultationListSchema,
  consoleEarningsResponseSchema,
  consoleQueueResponseSchema,
  consoleStatusResponseSchema,
  refundResponseSchema,
} from '@nakshatra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const consoleQueryKey = ['console'] as const;

/** GET /api/console/status: the astrologer's directory entry and whether it is online. */
export function getConsoleStatusQueryOptions() {
  return queryOptions({
    queryKey: [...consoleQueryKey, 'status'],
    queryFn: ({ signal }) => apiRequest('/console/status', { schema: consoleStatusResponseSchema, signal }),
  });
}
export const useConsoleStatus = () => useQuery(getConsoleStatusQueryOptions());

/** POST /api/console/status. */
export function setOnline(online: boolean) {
  return apiRequest('/console/status', { method: 'POST', body: { online }, schema: consoleStatusResponseSchema });
}

/** GET /api/console/queue: requests ringing now, oldest first. */
export function getQueueQueryOptions() {
  return queryOptions({
    queryKey: [...consoleQueryKey, 'queue'],
    queryFn: ({ signal }) => apiRequest('/console/queue', { schema: consoleQueueResponseSchema, signal }),
    // The socket says when it changes; this catches up after a reconnect or a missed event.
    refetchInterval: 15_000,
  });
}
export const useQueue = () => useQuery(getQueueQueryOptions());

/** GET /api/console/earnings. */
export function getEarningsQueryOptions() {
  return queryOptions({
    queryKey: [...consoleQueryKey, 'earnings'],
    queryFn: ({ signal }) => apiRequest('/console/earnings', { schema: consoleEarningsResponseSchema, signal }),
  });
}
export const useEarnings = () => useQuery(getEarningsQueryOptions());

/** GET /api/admin/consultations (operators). */
export function getAdminConsultationsQueryOptions() {
  return queryOptions({
    queryKey: [...consoleQueryKey, 'admin'],
    queryFn: ({ signal }) => apiRequest('/admin/consultations', { schema: adminConsultationListSchema, signal }),
  });
}
export const useAdminConsultations = () => useQuery(getAdminConsultationsQueryOptions());

/** POST /api/consultations/:id/refund (operators). */
export function refundConsultation(id: string) {
  return apiRequest(`/consultations/${encodeURIComponent(id)}/refund`, { method: 'POST', schema: refundResponseSchema });
}

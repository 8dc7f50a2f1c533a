import {
  feedbackCreatedResponseSchema,
  feedbackListResponseSchema,
  type Feedback,
  type FeedbackListResponse,
  type FeedbackRequest,
} from '@nakshatra/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const feedbackQueryKey = ['feedback'] as const;

/** POST /api/feedback: 201 with the stored note; 429 rate_limited past the hourly limit. */
export async function sendFeedback(note: FeedbackRequest): Promise<Feedback> {
  const response = await apiRequest('/feedback', {
    method: 'POST',
    body: note,
    schema: feedbackCreatedResponseSchema,
  });
  return response.feedback;
}

/** GET /api/feedback?pageNo= (admins): newest first. */
export async function listFeedback(pageNo: number, signal?: AbortSignal): Promise<FeedbackListResponse> {
  return apiRequest(`/feedback?pageNo=${pageNo}`, { schema: feedbackListResponseSchema, signal });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}

/** Every note, a page at a time (for admins; the server answers others 403). */
export function useFeedbackInbox(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...feedbackQueryKey, 'inbox'],
    queryFn: ({ pageParam, signal }) => listFeedback(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.pageNo + 1 < last.totalPages ? last.pageNo + 1 : undefined),
    enabled,
  });
}

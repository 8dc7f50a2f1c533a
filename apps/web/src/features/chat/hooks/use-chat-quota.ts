import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chatUsageQueryKey, useChatUsage } from '../api/get-chat-usage';

/**
 * Today's questions left: GET /api/chat/usage first, then what the stream's meta and done
 * events say; a 429 means the limit is reached whatever the numbers said.
 */
export function useChatQuota({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const usage = useChatUsage({ enabled: signedIn });
  const [limitHit, setLimitHit] = useState(false);
  const [live, setLive] = useState<{ remaining: number; limit: number } | null>(null);

  const remaining = live?.remaining ?? usage.data?.remaining ?? null;
  const limit = live?.limit ?? usage.data?.limit ?? null;
  const usageLimit = usage.data?.limit;

  /** Re-reads the usage after an answer ends early (stopped or failed). */
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatUsageQueryKey });
  }, [queryClient]);
  const onMeta = useCallback((data: { remaining: number; limit: number }) => {
    setLive({ remaining: data.remaining, limit: data.limit });
  }, []);
  const onDone = useCallback((left: number) => {
    setLive((prev) => (prev ? { ...prev, remaining: left } : prev));
  }, []);
  const onLimit = useCallback(() => {
    setLimitHit(true);
    setLive((prev) => ({ remaining: 0, limit: prev?.limit ?? usageLimit ?? 5 }));
  }, [usageLimit]);

  return {
    remaining,
    limit,
    limitReached: limitHit || remaining === 0,
    refresh,
    onMeta,
    onDone,
    onLimit,
  };
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';

/** Spec section 9: follow and list toasts show for about 1 to 3 s. */
export const LIST_TOAST_MS = 2500;

/**
 * Spec sections 4 and 8: a list that fails to load shows 'Failed to fetch' and goes to /error,
 * whose Retry steps back here; the failed query then refetches as the list mounts again.
 * `errorAt` (the query's errorUpdatedAt) makes each new failure report once.
 */
export function useListFailure(failed: boolean, errorAt: number) {
  const navigate = useNavigate();
  const { t } = useTranslation('astrologers');
  useEffect(() => {
    if (!failed) return;
    toast.error(t('list.failedToFetch'), { id: 'list-failed', duration: LIST_TOAST_MS });
    navigate(paths.error.to());
  }, [failed, errorAt, navigate, t]);
}

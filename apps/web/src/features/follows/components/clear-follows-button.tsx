import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useClearFollows } from '../api/set-follow';
import { FOLLOW_TOAST_MS, reportFollowError } from './follow-toasts';

/** 'Clear Follow' (spec section 2): empties the list after a confirmation. */
export function ClearFollowsButton({ count }: { count: number }) {
  const { t } = useTranslation('follows');
  const [asking, setAsking] = useState(false);
  const clear = useClearFollows();
  const close = () => setAsking(false);
  return (
    <>
      <button type="button" className={buttonClasses('ghost')} onClick={() => setAsking(true)}>
        <Trash2 size={16} aria-hidden />
        {t('clearFollow')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('clearConfirmTitle')}
          body={t('clearConfirmBody', { count })}
          confirmLabel={t('clearConfirm')}
          cancelLabel={t('cancel')}
          busy={clear.isPending}
          onCancel={close}
          onConfirm={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                toast.success(t('cleared'), { duration: FOLLOW_TOAST_MS });
              },
              onError: (error) => {
                close();
                reportFollowError(t, error);
              },
            })
          }
        />
      ) : null}
    </>
  );
}

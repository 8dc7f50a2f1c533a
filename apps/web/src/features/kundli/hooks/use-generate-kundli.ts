import type { KundliRequestInput, KundliResponse, ResolveAmbiguous } from '@nakshatra/contracts';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useCreateKundli } from '../api/create-kundli';

/**
 * Generates a kundli from the form. A 409 ambiguous_local_time keeps the request and sets
 * `ambiguous`, so `resolve` can send it again with the occurrence the user picks.
 */
export function useGenerateKundli(
  onGenerated: (kundli: KundliResponse, request: KundliRequestInput) => void,
  onFailed: (error: unknown) => void,
) {
  const [pending, setPending] = useState<KundliRequestInput | null>(null);
  const [ambiguous, setAmbiguous] = useState(false);
  const create = useCreateKundli();

  const generate = (request: KundliRequestInput) => {
    setPending(request);
    setAmbiguous(false);
    create.mutate(request, {
      onSuccess: (kundli) => onGenerated(kundli, request),
      onError: (error) => {
        if (isApiError(error) && error.code === 'ambiguous_local_time') setAmbiguous(true);
        else onFailed(error);
      },
    });
  };

  const resolve = (choice: ResolveAmbiguous) => {
    if (pending) generate({ ...pending, resolveAmbiguous: choice });
  };

  return { generate, resolve, ambiguous, generating: create.isPending };
}

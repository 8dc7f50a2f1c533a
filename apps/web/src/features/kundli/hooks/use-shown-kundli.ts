import type { KundliRequestInput, KundliResponse } from '@nakshatra/contracts';
import { useRef, useState } from 'react';

/** The kundli on screen and the request it came from (null when reopened from the saved list). */
export interface ShownKundli {
  kundli: KundliResponse;
  request: KundliRequestInput | null;
}

/**
 * The result area's state: which kundli is shown (it stays until the next one), whether it is
 * saved (its id) and the element scrolled to when a new one arrives.
 */
export function useShownKundli() {
  const [result, setResult] = useState<ShownKundli | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const show = (kundli: KundliResponse, request: KundliRequestInput | null, id: string | null) => {
    setResult({ kundli, request });
    setSavedId(id);
    requestAnimationFrame(() =>
      resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
    );
  };

  return { result, savedId, setSavedId, resultRef, show };
}

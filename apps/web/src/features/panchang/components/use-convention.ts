import type { SunriseConventionKey } from '@nakshatra/contracts';
import { useState } from 'react';

export const PANCHANG_CONVENTION_KEY = 'nakshatra.panchang.convention';

function storedConvention(): SunriseConventionKey {
  try {
    return localStorage.getItem(PANCHANG_CONVENTION_KEY) === 'centre' ? 'centre' : 'limb';
  } catch {
    return 'limb';
  }
}

/** The sunrise convention, remembered in localStorage (default 'limb', as Drik Panchang). */
export function useConvention(): [SunriseConventionKey, (c: SunriseConventionKey) => void] {
  const [convention, setConvention] = useState(storedConvention);
  const pick = (c: SunriseConventionKey) => {
    setConvention(c);
    try {
      localStorage.setItem(PANCHANG_CONVENTION_KEY, c);
    } catch {
      // Not remembered in private mode; this visit still uses it.
    }
  };
  return [convention, pick];
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { searchPlaces } from '@/components/places/search-places';
import { PLACES_LIMIT_MAX } from '@nakshatra/contracts';
import { useBirthProfile } from '../api/get-birth-profile';
import type { KundliFormValues } from '../lib/kundli-form';
import { matchSavedPlace, placeSearchText, profilePrefill } from '../lib/profile-prefill';

/**
 * Issue 12: a signed-in user's saved birth details (name, date, time, gender, place) fill the
 * kundli form once, when they arrive; `apply` keeps whatever the user already typed.
 */
export function useProfilePrefill(
  signedIn: boolean,
  apply: (prefill: Partial<KundliFormValues>) => void,
) {
  const profile = useBirthProfile({ enabled: signedIn });
  const search = placeSearchText(profile.data?.location_name ?? null);
  const places = useQuery({
    queryKey: ['places', 'search', search.toLowerCase(), PLACES_LIMIT_MAX],
    queryFn: ({ signal }) => searchPlaces(search, PLACES_LIMIT_MAX, signal),
    enabled: signedIn && search.length > 0,
    staleTime: Infinity,
  });
  const applied = useRef(false);
  const placeSettled = search.length === 0 || places.isSuccess || places.isError;

  useEffect(() => {
    if (applied.current || !profile.data || !placeSettled) return;
    applied.current = true;
    apply(profilePrefill(profile.data, matchSavedPlace(profile.data, places.data ?? [])));
  }, [profile.data, placeSettled, places.data, apply]);
}

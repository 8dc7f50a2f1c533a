import { profileUpdateResponseSchema, type Profile, type ProfileUpdate } from '@nakshatra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile with the spec payload (section 3 "Profile, as sent on save"). */
export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  const response = await apiRequest('/profile', { method: 'PUT', body, schema: profileUpdateResponseSchema });
  return response.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

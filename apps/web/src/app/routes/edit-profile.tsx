import { PageMeta } from '@/components/page-meta';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { PlaceCombobox } from '@/components/places/place-combobox';

export function EditProfileRoute() {
  return (
    <div className="px-4 py-8 sm:px-6 md:py-14">
      <PageMeta />
      {/* Issue 3: Location is a place search that fills Latitude and Longitude. */}
      <ProfileForm LocationInput={PlaceCombobox} />
    </div>
  );
}

export default EditProfileRoute;

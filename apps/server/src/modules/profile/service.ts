import { parseDmy, type Profile, type ProfileUpdate } from '@nakshatra/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, errorMessages } from '../../plugins/errors.ts';
import { readProfile, saveProfile } from './repository.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function createProfileService(db: Db) {
  async function get(userId: string): Promise<Profile> {
    const profile = await readProfile(db, userId);
    // The session joined this user a moment ago; a missing row means it was just deleted.
    if (!profile) throw new AppError(404, 'not_found', errorMessages.notFound);
    return profile;
  }

  return {
    get,
    /** Saves the spec's "Profile, as sent" (already validated) and returns it as read. */
    async update(userId: string, input: ProfileUpdate): Promise<Profile> {
      const dmy = parseDmy(input.date_of_birth);
      // The schema's refinement has already rejected anything parseDmy cannot read.
      if (!dmy)
        throw new AppError(400, 'validation_failed', 'Date input not valid.', {
          date_of_birth: 'Date input not valid.',
        });
      await saveProfile(db, userId, input.name, {
        gender: input.gender,
        dateOfBirth: `${pad(dmy.year, 4)}-${pad(dmy.month, 2)}-${pad(dmy.day, 2)}`,
        birthTime: input.birth_time,
        latitudeDeg: input.latitude,
        longitudeDeg: input.longitude,
        locationName: input.location_name,
      });
      return get(userId);
    },
  };
}

import { profileMessages, type Profile, type ProfileUpdate } from '@nakshatra/contracts';
import { z } from 'zod';

/** The form's own shape (spec section 3 "Profile form"); numbers stay text until saved. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  dateTime: Date | null;
  gender: '' | 'Male' | 'Female';
  location: string;
  latitude: string;
  longitude: string;
}

export const emptyProfileForm: ProfileFormValues = {
  firstName: '',
  lastName: '',
  dateTime: null,
  gender: '',
  location: '',
  latitude: '',
  longitude: '',
};

// Plain decimal degrees: "25.3176", "-0.5", ".5". No exponents or thousands separators.
const DECIMAL_RE = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

const coordinate = (required: string, min: number, max: number, range: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((s) => DECIMAL_RE.test(s), { message: profileMessages.mustBeNumber, abort: true })
    .refine((s) => Number(s) >= min && Number(s) <= max, range);

/** Spec section 5 "Profile form (all required)", in the order the fields appear. */
export const profileFormSchema = z.object({
  firstName: z.string().trim().min(1, profileMessages.firstNameRequired).max(80),
  lastName: z.string().trim().min(1, profileMessages.lastNameRequired).max(80),
  dateTime: z
    .custom<Date | null>((v) => v === null || v instanceof Date)
    .superRefine((value, ctx) => {
      if (value === null) ctx.addIssue({ code: 'custom', message: profileMessages.dateTimeRequired });
      else if (Number.isNaN(value.getTime())) ctx.addIssue({ code: 'custom', message: profileMessages.dateInvalid });
      else if (value.getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: profileMessages.dateInFuture });
    }),
  gender: z
    .enum(['', 'Male', 'Female'], { error: profileMessages.genderRequired })
    .refine((g) => g !== '', profileMessages.genderRequired),
  location: z.string().trim().min(1, profileMessages.locationRequired).max(200),
  latitude: coordinate(profileMessages.latitudeRequired, -90, 90, profileMessages.latitudeRange),
  longitude: coordinate(profileMessages.longitudeRequired, -180, 180, profileMessages.longitudeRange),
});

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Spec section 3 "Profile, as sent on save": DD/MM/YYYY, HH:MM (24 h), numbers, lower-case gender. */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  const d = values.dateTime;
  if (!d) throw new Error('toProfileUpdate needs a validated form (dateTime is set)');
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    gender: values.gender === 'Female' ? 'female' : 'male',
    date_of_birth: `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${d.getFullYear()}`,
    birth_time: `${pad2(d.getHours())}:${pad2(d.getMinutes())}`,
    latitude: Number(values.latitude.trim()),
    longitude: Number(values.longitude.trim()),
    location_name: values.location.trim(),
  };
}

/** Splits "First Rest of name" at the first space (spec section 4 "name split at the space"). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** Combines 'YYYY-MM-DD' and 'HH:MM' into a local Date (the time of birth as the user entered it). */
export function combineDateTime(date: string | null, time: string | null): Date | null {
  if (!date) return null;
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!dm) return null;
  const tm = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  const result = new Date(
    Number(dm[1]),
    Number(dm[2]) - 1,
    Number(dm[3]),
    tm ? Number(tm[1]) : 0,
    tm ? Number(tm[2]) : 0,
  );
  return Number.isNaN(result.getTime()) ? null : result;
}

/** Spec section 4: the form fills from the server with gender capitalised and the name split. */
export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    ...splitName(profile.name),
    dateTime: combineDateTime(profile.date_of_birth, profile.birth_time),
    gender: profile.gender === 'male' ? 'Male' : profile.gender === 'female' ? 'Female' : '',
    location: profile.location_name ?? '',
    latitude: profile.latitude === null ? '' : String(profile.latitude),
    longitude: profile.longitude === null ? '' : String(profile.longitude),
  };
}

/** Server field names (the payload's) -> form fields, for 400 `fields`. */
export const serverFieldToFormField: Record<string, keyof ProfileFormValues> = {
  name: 'firstName',
  gender: 'gender',
  date_of_birth: 'dateTime',
  birth_time: 'dateTime',
  latitude: 'latitude',
  longitude: 'longitude',
  location_name: 'location',
};

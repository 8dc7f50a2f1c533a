import { z } from 'zod';

/** Spec section 5 profile messages (English; the web app translates by key). */
export const profileMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  genderRequired: 'Gender is required',
  dateTimeRequired: 'Date and Time are required',
  mustBeNumber: 'Must be a number',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  locationRequired: 'Location is required',
  dateInvalid: 'Date input not valid.',
  dateInFuture: 'Birth date cannot be in the future',
  nameRequired: 'Name is required',
  timeInvalid: 'Time input not valid.',
  noToken: 'No token found, please log in again.',
  loadFailed: 'Failed to load profile',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  completeFirst: 'Please complete your profile first !',
} as const;

export const genderSchema = z.enum(['male', 'female'], { error: profileMessages.genderRequired });
export type Gender = z.infer<typeof genderSchema>;

const DMY_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses 'DD/MM/YYYY' into its parts if it names a real calendar day, else null. */
export function parseDmy(text: string): { year: number; month: number; day: number } | null {
  const m = DMY_RE.exec(text);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  if (year < 1800) return null;
  return { year, month, day };
}

const coordinate = (required: string, min: number, max: number, range: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : profileMessages.mustBeNumber),
    })
    .refine(Number.isFinite, profileMessages.mustBeNumber)
    .refine((n) => n >= min && n <= max, range);

/**
 * PUT /api/profile body, spec section 3 "Profile, as sent on save": date_of_birth 'DD/MM/YYYY',
 * birth_time 'HH:MM' (24 h). A birth date after today (UTC+14, the earliest zone) is rejected.
 */
export const profileUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: profileMessages.nameRequired })
      .trim()
      .min(1, { error: profileMessages.nameRequired, abort: true })
      .max(161, 'Name must be at most 161 characters'),
    gender: z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      genderSchema,
    ),
    date_of_birth: z
      .string({ error: profileMessages.dateTimeRequired })
      .min(1, { error: profileMessages.dateTimeRequired, abort: true })
      .max(10, profileMessages.dateInvalid)
      .refine((s) => parseDmy(s) !== null, profileMessages.dateInvalid),
    birth_time: z
      .string({ error: profileMessages.dateTimeRequired })
      .min(1, { error: profileMessages.dateTimeRequired, abort: true })
      .max(5, profileMessages.timeInvalid)
      .regex(HM_RE, profileMessages.timeInvalid),
    latitude: coordinate(profileMessages.latitudeRequired, -90, 90, profileMessages.latitudeRange),
    longitude: coordinate(profileMessages.longitudeRequired, -180, 180, profileMessages.longitudeRange),
    location_name: z
      .string({ error: profileMessages.locationRequired })
      .trim()
      .min(1, { error: profileMessages.locationRequired, abort: true })
      .max(200, 'Location must be at most 200 characters'),
  })
  .superRefine((p, ctx) => {
    const d = parseDmy(p.date_of_birth);
    const t = HM_RE.exec(p.birth_time);
    if (!d || !t) return;
    // The latest local date anywhere on Earth is UTC+14: a birth "today" there is still valid.
    const latestNow = Date.now() + 14 * 3600_000;
    const birth = Date.UTC(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2]));
    if (birth > latestNow) {
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: profileMessages.dateInFuture });
    }
  });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/profile data, spec section 3 "Profile, as read": date_of_birth 'YYYY-MM-DD'. */
export const profileSchema = z.object({
  name: z.string(),
  gender: genderSchema.nullable(),
  date_of_birth: z.string().nullable(),
  birth_time: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_name: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({ data: profileSchema });
export const profileUpdateResponseSchema = z.object({ message: z.string(), data: profileSchema });

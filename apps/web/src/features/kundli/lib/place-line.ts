/**
 * The birth place as the kundli summary prints it. A place picked from the search already reads
 * "Pune, Maharashtra, India", and the district the gazetteer or the user filled in is often the
 * city itself ("Pune"): appending it then would print the city twice. The district is added only
 * when it is not already one of the place's comma-separated parts (compared without case or
 * surrounding spaces), so a typed place with a distinct district still shows both.
 */
export function placeLine(birthPlace: string, district?: string | null): string {
  const place = birthPlace.trim();
  const extra = district?.trim();
  if (!extra) return place;
  if (!place) return extra;
  const key = (s: string) => s.trim().toLocaleLowerCase();
  const parts = place.split(',').map(key);
  return parts.includes(key(extra)) ? place : `${place}, ${extra}`;
}

import {
  ASTROLOGER_SKILLS,
  ASTROLOGER_SORTS,
  CONTENT_LANGUAGES,
  type AstrologerService,
  type AstrologerSkill,
  type AstrologerSort,
  type ContentLanguage,
} from '@nakshatra/contracts';

/**
 * The list filters as the page holds them. They live in the URL (STYLE.md "Where state lives"),
 * so a reload or a shared link shows the same list: `?q=sharma&skill=face-reading&topRated=1`.
 */
export interface ListFilters {
  /** Search text (the server matches slug and name, case-insensitive). */
  q: string;
  skill: AstrologerSkill | null;
  /** Rating exactly 5 (spec section 5). */
  topRated: boolean;
  /** isShowOffer (spec section 5). */
  offer: boolean;
  language: ContentLanguage | null;
  sort: AstrologerSort;
}

export const defaultFilters: ListFilters = {
  q: '',
  skill: null,
  topRated: false,
  offer: false,
  language: null,
  sort: 'popular',
};

/** The server caps q at 100 characters (contracts listFilterMessages.q). */
export const SEARCH_MAX_CHARS = 100;

/** 'Face Reading' <-> 'face-reading': readable in the address bar, no %20. */
export const skillToParam = (skill: AstrologerSkill) => skill.toLowerCase().replace(/\s+/g, '-');
const skillByParam = new Map<string, AstrologerSkill>(ASTROLOGER_SKILLS.map((s) => [skillToParam(s), s]));
const languageByParam = new Map<string, ContentLanguage>(CONTENT_LANGUAGES.map((l) => [l.toLowerCase(), l]));
const sorts = new Set<string>(ASTROLOGER_SORTS);

const flag = (value: string | null) => value === '1' || value === 'true';

/** Reads filters from the URL; unknown values are ignored rather than sent to the server. */
export function parseFilters(params: URLSearchParams): ListFilters {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_CHARS),
    skill: skillByParam.get((params.get('skill') ?? '').toLowerCase()) ?? null,
    topRated: flag(params.get('topRated')),
    offer: flag(params.get('offer')),
    language: languageByParam.get((params.get('language') ?? '').toLowerCase()) ?? null,
    sort: sort !== null && sorts.has(sort) ? (sort as AstrologerSort) : 'popular',
  };
}

/** Writes filters back, leaving out defaults so the plain list has a plain URL. */
export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.skill) params.set('skill', skillToParam(filters.skill));
  if (filters.topRated) params.set('topRated', '1');
  if (filters.offer) params.set('offer', '1');
  if (filters.language) params.set('language', filters.language.toLowerCase());
  if (filters.sort !== 'popular') params.set('sort', filters.sort);
  return params;
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return filtersToParams({ ...filters, sort: 'popular' }).toString() !== '';
}

/** The query string of GET /api/consultants/list-filter for one page. */
export function toListQuery(
  filters: ListFilters,
  service: AstrologerService,
  pageNo: number,
  pageSize: number,
): string {
  const params = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) });
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.skill) params.set('skill', filters.skill);
  if (filters.topRated) params.set('topRated', 'true');
  if (filters.offer) params.set('offer', 'true');
  if (filters.language) params.set('language', filters.language);
  params.set('sort', filters.sort);
  params.set('service', service);
  return params.toString();
}

/**
 * Every route of spec section 2 in one place, with typed builders for the parametrised ones.
 * `pattern` is what the router registers; `to()` builds a link.
 */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  login: {
    pattern: '/login',
    to: (next?: string) => (next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  logout: { pattern: '/logout', to: () => '/logout' },
  about: { pattern: '/about', to: () => '/about' },
  zodiacSign: { pattern: '/zodiacSign', to: () => '/zodiacSign' },
  error: { pattern: '/error', to: () => '/error' },
  editProfile: { pattern: '/edit_profile', to: () => '/edit_profile' },
  // The directory, the assistant and the readings; app/router.tsx says which need a session and
  // which have no page yet.
  chat: { pattern: '/chat', to: () => '/chat' },
  call: { pattern: '/call', to: () => '/call' },
  following: { pattern: '/following', to: () => '/following' },
  chatbot: { pattern: '/chatbot', to: () => '/chatbot' },
  aiKundali: { pattern: '/aikundali', to: () => '/aikundali' },
  kundliGpt: { pattern: '/kundligpt', to: () => '/kundligpt' },
  matching: { pattern: '/matching', to: () => '/matching' },
  panchang: { pattern: '/panchang', to: () => '/panchang' },
  horoscope: { pattern: '/horoscope/:sign', to: (sign: string) => `/horoscope/${encodeURIComponent(sign)}` },
  astrologersChat: {
    pattern: '/astrologerschat/:slug',
    to: (slug: string) => `/astrologerschat/${encodeURIComponent(slug)}`,
  },
  astrologersCall: {
    pattern: '/astrologerscall/:slug',
    to: (slug: string) => `/astrologerscall/${encodeURIComponent(slug)}`,
  },
  astroProfile: {
    pattern: '/astroProfile/:slug',
    to: (slug: string) => `/astroProfile/${encodeURIComponent(slug)}`,
  },
  buyCoin: { pattern: '/buy-coin', to: () => '/buy-coin' },
  feedback: { pattern: '/feedback', to: () => '/feedback' },
  console: { pattern: '/console', to: () => '/console' },
  consultations: { pattern: '/consultations', to: () => '/consultations' },
} as const;

/**
 * A post-login destination is accepted only if it is a path on this site: '/x' but not '//x'
 * or '/\x' (both are read as another host), so ?next= cannot send users elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith(paths.login.pattern) || next.startsWith(paths.logout.pattern)) return '/';
  return next;
}

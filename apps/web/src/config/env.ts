/**
 * Build-time settings, read once. The API is same-origin by default (the server serves the SPA
 * and Vite's dev server proxies /api), which keeps the session cookie first-party.
 */
function readApiBase(): string {
  const raw = import.meta.env.VITE_API_BASE;
  if (typeof raw !== 'string' || raw.trim() === '') return '/api';
  return raw.replace(/\/+$/, '');
}

export const env = {
  apiBase: readApiBase(),
  isDev: import.meta.env.DEV,
} as const;

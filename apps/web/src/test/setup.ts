import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

await initI18n('en');

// Route chunks load through React.lazy; their first import is transformed on demand, which on a
// busy 2-core machine can pass testing-library's 1 s default. Real regressions still fail in 3 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  // sonner keeps toasts in a module-level store: without this one test's toasts show in the next.
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Each test starts signed out with no remembered language.
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
  localStorage.clear();
});

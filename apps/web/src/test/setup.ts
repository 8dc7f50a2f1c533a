import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n, loadRouteNamespaces, ROUTE_NAMESPACES } from '@/lib/i18n';

await initI18n('en');
await loadRouteNamespaces(...ROUTE_NAMESPACES);

// Route chunks load through React.lazy; their first import is transformed on demand, which on a
// busy 2-core machine can pass testing-library's 1 s default. Real regressions still fail in 3 s.
configure({ asyncUtilTimeout: 3000 });

// Toasts last 1200 ms by spec; a busy machine can spend longer than that loading a lazy route,
// so a toast could vanish before a test looks. Tests keep each toast until the test ends and
// check the duration the app asked for through the spy instead of the wall clock.
const toastKinds = ['success', 'error', 'info', 'warning', 'message'] as const;
beforeEach(() => {
  for (const kind of toastKinds) {
    const real = toast[kind];
    vi.spyOn(toast, kind).mockImplementation((message, data) =>
      real(message, { ...data, duration: Number.POSITIVE_INFINITY }),
    );
  }
});

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

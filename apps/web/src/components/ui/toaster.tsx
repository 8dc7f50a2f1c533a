import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { toasterMounted } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * sonner's <Toaster>, loaded after the first paint (see lib/toast.ts). Toasts raised meanwhile
 * are held until it has mounted, so none is lost.
 */
export function AppToaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
      <Mounted />
    </Suspense>
  );
}

import { render, screen, waitFor } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { toast } from './toast';

// sonner loads after the first paint (lib/toast.ts); a toast raised before its toaster mounts
// must wait for it, not vanish. (Module state: this file's first test is the only one that runs
// before any toaster has mounted.)
describe('toasts before and after the lazy toaster', () => {
  it('holds toasts raised before the toaster mounts, then shows them in order', async () => {
    toast.error('First problem');
    toast.success('Then a success');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonnerToast.error).not.toHaveBeenCalled();
    expect(screen.queryByText('First problem')).toBeNull();

    render(<AppToaster />);
    expect(await screen.findByText('First problem')).toBeTruthy();
    expect(await screen.findByText('Then a success')).toBeTruthy();
    const order = [
      (sonnerToast.error as unknown as { mock: { invocationCallOrder: number[] } }).mock
        .invocationCallOrder[0]!,
      (sonnerToast.success as unknown as { mock: { invocationCallOrder: number[] } }).mock
        .invocationCallOrder[0]!,
    ];
    expect(order[0]).toBeLessThan(order[1]!);
  });

  it('passes the message and its options through once mounted', async () => {
    render(<AppToaster />);
    toast.info('Heads up', { duration: 1200 });
    await waitFor(() =>
      expect(sonnerToast.info).toHaveBeenCalledWith('Heads up', { duration: 1200 }),
    );
    expect(await screen.findByText('Heads up')).toBeTruthy();
  });
});

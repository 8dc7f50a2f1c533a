import { useSyncExternalStore } from 'react';

/**
 * Cross-cutting UI state for the login dialog (spec section 4: "the login form opens when a
 * guest tries to act"). Any feature calls `openLoginDialog()`; the app shell renders the dialog.
 */
export interface LoginDialogState {
  open: boolean;
  mode: 'login' | 'signup';
}

let state: LoginDialogState = { open: false, mode: 'login' };
const listeners = new Set<() => void>();

function set(next: LoginDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(mode: LoginDialogState['mode'] = 'login'): void {
  set({ open: true, mode });
}

export function closeLoginDialog(): void {
  if (state.open) set({ ...state, open: false });
}

export function getLoginDialogState(): LoginDialogState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(subscribe, getLoginDialogState, getLoginDialogState);
}

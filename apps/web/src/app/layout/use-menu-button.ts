import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** Grace period after the pointer leaves, in ms: long enough to cross a gap, short enough to feel immediate. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Mouse hover opens; leaving starts a short grace period that re-entering cancels, so a pointer
 * crossing from the button to the menu (or briefly overshooting its edge) does not make it
 * flicker shut. Touch and pen have no "leave": they are left to the press handlers.
 */
function useHoverOpen(setOpen: (open: boolean) => void) {
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);
  return {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    },
  };
}

/** Touch and pen have no "leave": while open, a press anywhere outside the wrapper closes the menu. */
function useCloseOnOutsidePress(
  open: boolean,
  wrapperRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, wrapperRef, close]);
}

/** Moving focus among the menu's items (index -1 is the last); opening first waits for the menu to render. */
function useMenuItemFocus(open: boolean, setOpen: (open: boolean) => void) {
  const menuRef = useRef<HTMLDivElement>(null);
  const items = useCallback(
    () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])],
    [],
  );
  const focusItem = useCallback(
    (index: number) => {
      const list = items();
      if (list.length === 0) return;
      list[(index + list.length) % list.length]?.focus();
    },
    [items],
  );

  // Opening and then focusing must wait for the menu to render.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open, focusItem]);

  const openAndFocus = (index: number) => {
    if (open) focusItem(index);
    else {
      pendingFocus.current = index;
      setOpen(true);
    }
  };
  const focusedIndex = () => items().indexOf(document.activeElement as HTMLElement);
  return { menuRef, focusItem, openAndFocus, focusedIndex };
}

/**
 * The WAI-ARIA menu-button pattern for a hover menu: opens on mouse hover (closing when the
 * pointer leaves), on focus, click and Enter/Space/ArrowDown (ArrowUp: on the last item); arrow
 * keys, Home and End move among the items; Escape returns focus to the button; focus leaving
 * the wrapper or a press outside it closes the menu.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set while focus is handed back to the button after Escape, so that focus does not reopen it.
  const suppressFocusOpen = useRef(false);
  const menuId = useId();
  const buttonId = useId();
  const hover = useHoverOpen(setOpen);
  const { menuRef, focusItem, openAndFocus, focusedIndex } = useMenuItemFocus(open, setOpen);
  useCloseOnOutsidePress(open, wrapperRef, close);

  const closeToButton = () => {
    setOpen(false);
    suppressFocusOpen.current = true;
    buttonRef.current?.focus();
  };

  return {
    open,
    close,
    closeToButton,
    wrapperRef,
    buttonRef,
    menuRef,
    menuId,
    buttonId,
    /** After a dialog hands focus back to the button: that must not reopen the menu. */
    ignoreNextFocus: () => {
      suppressFocusOpen.current = document.activeElement !== buttonRef.current;
    },
    wrapperProps: {
      ...hover,
      onBlur: (event: FocusEvent) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    buttonProps: {
      onFocus: () => {
        if (suppressFocusOpen.current) suppressFocusOpen.current = false;
        else setOpen(true);
      },
      onClick: () => setOpen(true),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) =>
        onButtonKey(event, open, openAndFocus, close),
    },
    onMenuKeyDown: (event: KeyboardEvent<HTMLDivElement>) =>
      onMenuKey(event, focusedIndex(), focusItem, closeToButton, close),
  };
}

function onButtonKey(
  event: KeyboardEvent,
  open: boolean,
  openAndFocus: (index: number) => void,
  close: () => void,
) {
  switch (event.key) {
    case 'Enter':
    case ' ':
    case 'ArrowDown':
      event.preventDefault();
      openAndFocus(0);
      break;
    case 'ArrowUp':
      event.preventDefault();
      openAndFocus(-1);
      break;
    case 'Escape':
      if (open) {
        event.preventDefault();
        close();
      }
      break;
  }
}

function onMenuKey(
  event: KeyboardEvent,
  current: number,
  focusItem: (index: number) => void,
  closeToButton: () => void,
  close: () => void,
) {
  const moves: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: -1,
  };
  const target = moves[event.key];
  if (target !== undefined) {
    event.preventDefault();
    focusItem(target);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    closeToButton();
  } else if (event.key === 'Tab') {
    close();
  }
}

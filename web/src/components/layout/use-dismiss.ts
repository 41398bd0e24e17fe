import { useEffect, type RefObject } from 'react';

/**
 * While `open`, closes on Escape (handing focus back to `returnFocusTo`) and on a pointer press
 * outside `inside`. Shared by the desktop dropdowns and the mobile menu.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  inside: RefObject<HTMLElement | null>,
  returnFocusTo: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      returnFocusTo.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && inside.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, inside, returnFocusTo]);
}

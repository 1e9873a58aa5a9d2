import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * A header popover's open state: closes on Escape (focus back on its button) and on a click
 * outside the element `ref` holds.
 */
export function usePopover<T extends HTMLElement>(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  ref: RefObject<T | null>;
} {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  // Before paint: Escape closes the popover from the moment it shows (a passive effect left a
  // window under load where the open popover ignored it; seen in e2e).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    };
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  return { open, setOpen, ref };
}

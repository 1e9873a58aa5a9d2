import { type PointerEvent, useRef } from 'react';
import { MEDIA_VIEWER_SWIPE_FRACTION, swipeDirection } from '../../../core/model/media-viewer';

/** Spec part 1 §9: "Swipe threshold 30 px by default" (the mobile drawer's). */
export const SWIPE_THRESHOLD_PX = 30;

/**
 * Horizontal swipes on touch screens through pointer events: a swipe to the left calls
 * `onNext`, to the right `onPrevious`, once it is longer than `thresholdPx()` (read at the
 * swipe's end; default 30 px; the media viewer passes a quarter of the window width, the
 * notifications drawer 50 px).
 */
export function useSwipe(
  onNext: () => void,
  onPrevious: () => void,
  thresholdPx: () => number = () => SWIPE_THRESHOLD_PX,
) {
  const start = useRef<{ id: number; x: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { id: event.pointerId, x: event.clientX };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      // swipeDirection measures against a quarter of the width it is given.
      const width = thresholdPx() / MEDIA_VIEWER_SWIPE_FRACTION;
      const direction = swipeDirection(event.clientX - from.x, width);
      if (direction === 'next') onNext();
      else if (direction === 'previous') onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

import { type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  isZoomed,
  type Point,
  panBy,
  pinchTo,
  release,
  type Size,
  UNZOOMED,
  type ZoomState,
  zoomTransform,
} from '../../../core/model/pinch-zoom';

type Handlers = {
  onPointerDown(event: PointerEvent): void;
  onPointerMove?(event: PointerEvent): void;
  onPointerUp(event: PointerEvent): void;
  onPointerCancel(event: PointerEvent): void;
};

/** A gesture's start: the state then, its fingers' positions and the image's box. */
interface Gesture {
  start: ZoomState;
  from: Map<number, Point>;
  box: Size;
  center: Point;
}

/**
 * Touch pinch zoom of the media viewer's image (spec part 1 §9, maths in core/model/pinch-zoom):
 * two fingers scale it about their midpoint, one finger pans it while zoomed, and released
 * below 1.2 it snaps back to 1. Swipes (`swipe`) still step through the media while the image
 * is at scale 1 and only one finger is down. `image()` finds the image (null: nothing zooms,
 * e.g. a video); `resetKey` (the item's id) resets the zoom.
 */
export function usePinchZoom(
  swipe: Handlers,
  image: () => HTMLElement | null,
  resetKey: string | undefined,
) {
  const [zoom, setZoom] = useState<ZoomState>(UNZOOMED);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const fingers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item starts unzoomed
  useEffect(() => {
    setZoom(UNZOOMED);
    fingers.current.clear();
    gesture.current = null;
  }, [resetKey]);

  /** Begins a gesture from the fingers now down, measuring the image's untransformed box. */
  const begin = (): boolean => {
    const element = image();
    if (!element) return false;
    const rect = element.getBoundingClientRect();
    const state = zoomRef.current;
    gesture.current = {
      start: state,
      from: new Map(fingers.current),
      // The transform scales about the centre and then translates; undo both.
      box: { width: rect.width / state.scale, height: rect.height / state.scale },
      center: { x: rect.left + rect.width / 2 - state.x, y: rect.top + rect.height / 2 - state.y },
    };
    return true;
  };

  const relative = (g: Gesture, point: Point): Point => ({
    x: point.x - g.center.x,
    y: point.y - g.center.y,
  });

  const apply = (state: ZoomState) => {
    zoomRef.current = state;
    setZoom(state);
  };

  const handlers: Required<Handlers> = {
    onPointerDown(event) {
      if (event.pointerType === 'mouse') {
        swipe.onPointerDown(event);
        return;
      }
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const count = fingers.current.size;
      if (count === 1 && !isZoomed(zoomRef.current)) {
        swipe.onPointerDown(event);
        return;
      }
      // A second finger, or any finger on a zoomed image: a pinch or pan, never a swipe.
      swipe.onPointerCancel(event);
      if (count <= 2) begin();
    },
    onPointerMove(event) {
      if (!fingers.current.has(event.pointerId)) return;
      fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const g = gesture.current;
      if (!g) return;
      const ids = [...g.from.keys()].filter((id) => fingers.current.has(id));
      if (ids.length >= 2 && g.from.size >= 2) {
        const [a, b] = ids as [number, number];
        const from = [g.from.get(a), g.from.get(b)] as [Point, Point];
        const to = [fingers.current.get(a), fingers.current.get(b)] as [Point, Point];
        event.preventDefault();
        apply(
          pinchTo(
            g.start,
            [relative(g, from[0]), relative(g, from[1])],
            [relative(g, to[0]), relative(g, to[1])],
            g.box,
          ),
        );
      } else if (ids.length === 1 && g.from.size === 1) {
        const id = ids[0] as number;
        const from = g.from.get(id) as Point;
        const to = fingers.current.get(id) as Point;
        event.preventDefault();
        apply(panBy(g.start, to.x - from.x, to.y - from.y, g.box));
      }
    },
    onPointerUp(event) {
      const wasGesture = gesture.current !== null;
      fingers.current.delete(event.pointerId);
      if (!wasGesture) {
        swipe.onPointerUp(event);
        return;
      }
      if (fingers.current.size === 0) {
        gesture.current = null;
        apply(release(zoomRef.current));
      } else {
        // One finger left: continue as a pan from where the pinch ended.
        begin();
      }
    },
    onPointerCancel(event) {
      fingers.current.delete(event.pointerId);
      swipe.onPointerCancel(event);
      if (fingers.current.size === 0 && gesture.current) {
        gesture.current = null;
        apply(release(zoomRef.current));
      }
    },
  };

  return { handlers, zoomed: isZoomed(zoom), transform: zoomTransform(zoom) };
}

/**
 * Pinch zoom of the media viewer's image (spec part 1 §9: "pinch zoom minimum scale 1, reset
 * limit 1.2"). Pure maths, platform-free: the renderer feeds finger positions in and applies
 * `zoomTransform` (a CSS transform about the image's centre) to the image.
 *
 * Coordinates are relative to the centre of the image's untransformed box; `x`/`y` are the
 * translation applied before scaling about that centre.
 */

/** Spec part 1 §9: the image never shrinks below its fitted size. */
export const PINCH_MIN_SCALE = 1;
/** Spec part 1 §9: released below this scale, the image snaps back to scale 1. */
export const PINCH_RESET_LIMIT = 1.2;
/** Not in the spec: an upper bound so a wild pinch cannot blow one pixel up to the screen. */
export const PINCH_MAX_SCALE = 8;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const UNZOOMED: ZoomState = Object.freeze({ scale: 1, x: 0, y: 0 });

/** The scale kept within [PINCH_MIN_SCALE, PINCH_MAX_SCALE]; NaN counts as the minimum. */
export function clampScale(scale: number): number {
  if (!(scale > PINCH_MIN_SCALE)) return PINCH_MIN_SCALE;
  return Math.min(scale, PINCH_MAX_SCALE);
}

/**
 * The translation kept so the zoomed image always covers its own box: at scale s, at most
 * (s - 1) / 2 of the box's width (height) either way; none at scale 1.
 */
export function clampPan(state: ZoomState, box: Size): ZoomState {
  const maxX = Math.max(0, ((state.scale - 1) * box.width) / 2);
  const maxY = Math.max(0, ((state.scale - 1) * box.height) / 2);
  return {
    scale: state.scale,
    x: clampTo(state.x, maxX),
    y: clampTo(state.y, maxY),
  };
}

function clampTo(value: number, limit: number): number {
  if (Number.isNaN(value)) return 0;
  // `+ 0` turns -0 into 0, so an unmoved image reads as exactly 0.
  return Math.min(limit, Math.max(-limit, value)) + 0;
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The state while two fingers move from `from` to `to`, starting at `start`: the scale
 * follows the ratio of the fingers' distances (clamped), and the image point that was under
 * the fingers' midpoint stays under it (so two fingers also pan).
 */
export function pinchTo(
  start: ZoomState,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  box: Size,
): ZoomState {
  const before = distance(from[0], from[1]);
  const after = distance(to[0], to[1]);
  const ratio = before > 0 && after > 0 ? after / before : 1;
  const scale = clampScale(start.scale * ratio);
  const m0 = midpoint(from[0], from[1]);
  const m1 = midpoint(to[0], to[1]);
  // The image point under the first midpoint, in untransformed coordinates.
  const px = (m0.x - start.x) / start.scale;
  const py = (m0.y - start.y) / start.scale;
  return clampPan({ scale, x: m1.x - scale * px, y: m1.y - scale * py }, box);
}

/** One finger dragging a zoomed image by (dx, dy); an unzoomed image does not move. */
export function panBy(start: ZoomState, dx: number, dy: number, box: Size): ZoomState {
  return clampPan({ scale: start.scale, x: start.x + dx, y: start.y + dy }, box);
}

/** When the fingers leave: below the reset limit the image snaps back to scale 1. */
export function release(state: ZoomState): ZoomState {
  return state.scale < PINCH_RESET_LIMIT ? UNZOOMED : state;
}

/** Whether the image is zoomed in (then one finger pans instead of swiping). */
export function isZoomed(state: ZoomState): boolean {
  return state.scale > PINCH_MIN_SCALE;
}

/** The CSS transform for a state (about the image's centre); empty when unzoomed. */
export function zoomTransform(state: ZoomState): string {
  if (!isZoomed(state) && state.x === 0 && state.y === 0) return '';
  return `translate(${round(state.x)}px, ${round(state.y)}px) scale(${round(state.scale)})`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

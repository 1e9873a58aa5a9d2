import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampScale,
  isZoomed,
  PINCH_MAX_SCALE,
  PINCH_MIN_SCALE,
  PINCH_RESET_LIMIT,
  panBy,
  pinchTo,
  release,
  UNZOOMED,
  zoomTransform,
} from '../../src/core/model/pinch-zoom';

const BOX = { width: 400, height: 300 };
const p = (x: number, y: number) => ({ x, y });

describe('pinch zoom maths (spec part 1 §9: minimum scale 1, reset limit 1.2)', () => {
  it('quotes the spec: minimum scale 1, reset limit 1.2', () => {
    expect(PINCH_MIN_SCALE).toBe(1);
    expect(PINCH_RESET_LIMIT).toBe(1.2);
  });

  it('never goes below scale 1 nor above the upper bound', () => {
    expect(clampScale(0.4)).toBe(1);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(2.5)).toBe(2.5);
    expect(clampScale(100)).toBe(PINCH_MAX_SCALE);
  });

  it('fingers spreading to twice their distance double the scale', () => {
    const zoomed = pinchTo(UNZOOMED, [p(-50, 0), p(50, 0)], [p(-100, 0), p(100, 0)], BOX);
    expect(zoomed).toEqual({ scale: 2, x: 0, y: 0 });
    expect(isZoomed(zoomed)).toBe(true);
    expect(zoomTransform(zoomed)).toBe('translate(0px, 0px) scale(2)');
  });

  it('pinching in on an unzoomed image stays at scale 1', () => {
    const pinched = pinchTo(UNZOOMED, [p(-100, 0), p(100, 0)], [p(-20, 0), p(20, 0)], BOX);
    expect(pinched).toEqual(UNZOOMED);
    expect(zoomTransform(pinched)).toBe('');
  });

  it('keeps the image point under the fingers under them', () => {
    // Zoom 2x around (100, 50): that point of the image stays at (100, 50).
    const zoomed = pinchTo(UNZOOMED, [p(80, 50), p(120, 50)], [p(60, 50), p(140, 50)], BOX);
    expect(zoomed.scale).toBe(2);
    expect(zoomed.x + zoomed.scale * 100).toBeCloseTo(100);
    expect(zoomed.y + zoomed.scale * 50).toBeCloseTo(50);
  });

  it('released below 1.2 it snaps back to 1; at 1.2 or more it stays', () => {
    const small = pinchTo(UNZOOMED, [p(-50, 0), p(50, 0)], [p(-59, 0), p(59, 0)], BOX);
    expect(small.scale).toBeCloseTo(1.18);
    expect(release(small)).toEqual(UNZOOMED);
    const enough = { scale: 1.2, x: 10, y: 0 };
    expect(release(enough)).toBe(enough);
  });

  it('pans only as far as the zoomed image still covers its box', () => {
    const zoomed = { scale: 2, x: 0, y: 0 };
    expect(panBy(zoomed, 50, -20, BOX)).toEqual({ scale: 2, x: 50, y: -20 });
    // At 2x the image overhangs by half the box each way: 200 px across, 150 down.
    expect(panBy(zoomed, 999, -999, BOX)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(panBy(UNZOOMED, 80, 40, BOX)).toEqual(UNZOOMED);
  });

  it('zooming back out pulls a panned image back inside its bounds', () => {
    const panned = { scale: 3, x: 400, y: 0 };
    const out = pinchTo(panned, [p(-90, 0), p(90, 0)], [p(-30, 0), p(30, 0)], BOX);
    expect(out.scale).toBe(1);
    expect(clampPan(out, BOX)).toEqual(UNZOOMED);
    expect(out).toEqual(UNZOOMED);
  });
});

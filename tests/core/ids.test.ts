import { describe, expect, it } from 'vitest';
import { IdBounds, newestId } from '../../src/core/model/ids';

describe('ids', () => {
  it('IdBounds keeps the newest and oldest id met, numeric ids compared by length', () => {
    const bounds = new IdBounds();
    expect([bounds.newest, bounds.oldest]).toEqual([undefined, undefined]);
    bounds.include(['99', '100', '98']);
    bounds.include([]);
    expect([bounds.newest, bounds.oldest]).toEqual(['100', '98']);
    bounds.clear();
    expect(bounds.newest).toBeUndefined();
  });

  it('newestId of an empty list is undefined', () => {
    expect(newestId([])).toBeUndefined();
    expect(newestId(['9', '10'])).toBe('10');
  });
});

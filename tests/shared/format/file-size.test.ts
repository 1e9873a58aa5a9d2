import { describe, expect, it } from 'vitest';
import { fileSizeFormat } from '../../../src/shared/format/file-size';

describe('fileSizeFormat', () => {
  it('uses the largest binary unit that keeps the number at least 1', () => {
    expect(fileSizeFormat(0)).toEqual({ num: 0, unit: 'B' });
    expect(fileSizeFormat(512)).toEqual({ num: 512, unit: 'B' });
    expect(fileSizeFormat(1024)).toEqual({ num: 1, unit: 'KiB' });
    expect(fileSizeFormat(8 * 1024 ** 2)).toEqual({ num: 8, unit: 'MiB' });
    expect(fileSizeFormat(3 * 1024 ** 3)).toEqual({ num: 3, unit: 'GiB' });
    expect(fileSizeFormat(2 * 1024 ** 4)).toEqual({ num: 2, unit: 'TiB' });
  });

  it('rounds to two decimals and drops trailing zeros', () => {
    expect(fileSizeFormat(1536)).toEqual({ num: 1.5, unit: 'KiB' });
    expect(fileSizeFormat(13_107_200)).toEqual({ num: 12.5, unit: 'MiB' });
    expect(fileSizeFormat(1_234_567)).toEqual({ num: 1.18, unit: 'MiB' });
  });

  it('moves to the next unit instead of showing 1024', () => {
    expect(fileSizeFormat(1024 ** 2 - 1)).toEqual({ num: 1, unit: 'MiB' });
  });

  it('stops at TiB and reads bad input as 0 B', () => {
    expect(fileSizeFormat(5 * 1024 ** 5)).toEqual({ num: 5120, unit: 'TiB' });
    expect(fileSizeFormat(-1)).toEqual({ num: 0, unit: 'B' });
    expect(fileSizeFormat(Number.NaN)).toEqual({ num: 0, unit: 'B' });
  });
});

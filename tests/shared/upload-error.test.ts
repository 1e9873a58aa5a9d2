import { describe, expect, it } from 'vitest';
import { fileSizeText, uploadErrorText } from '../../src/shared/format/upload-error';
import { createI18n, translator } from '../../src/shared/i18n';

const t = translator(createI18n('en'));

describe('upload failure texts (spec part 2 §8)', () => {
  it('words a file over the limit with both sizes and units', () => {
    expect(
      uploadErrorText({ kind: 'file_too_big', size: 20 * 1024 ** 2, allowed: 16_000_000 }, t),
    ).toBe('Upload failed. File too big [20MiB / 15.26MiB]');
    expect(uploadErrorText({ kind: 'file_too_big', size: 1536, allowed: 1024 }, t)).toBe(
      'Upload failed. File too big [1.5KiB / 1KiB]',
    );
  });

  it('quotes the server, or falls back to the default', () => {
    expect(uploadErrorText({ kind: 'server', detail: 'Bad file' }, t)).toBe(
      'Upload failed: Bad file',
    );
    expect(uploadErrorText({ kind: 'default' }, t)).toBe('Upload failed. Try again later');
  });

  it('formats sizes in B, KiB, MiB, GiB and TiB', () => {
    expect(
      [512, 2048, 3 * 1024 ** 2, 5 * 1024 ** 3, 2 * 1024 ** 4].map((n) => fileSizeText(n, t)),
    ).toEqual(['512B', '2KiB', '3MiB', '5GiB', '2TiB']);
  });
});

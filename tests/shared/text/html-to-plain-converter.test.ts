import { describe, expect, it, vi } from 'vitest';

/**
 * htmlToPlain answers plain status HTML with the lite converter and compiles html-to-text
 * (its parser and selector tree) only for HTML the lite one declines, or to wrap at a
 * width (issue 10: the terminal UI's first frame does not build html-to-text).
 */

const compiled = vi.hoisted(() => ({ count: 0 }));
vi.mock('html-to-text', async (importOriginal) => {
  const real = await importOriginal<typeof import('html-to-text')>();
  return {
    ...real,
    compile: (...args: Parameters<typeof real.compile>) => {
      compiled.count++;
      return real.compile(...args);
    },
  };
});

const { htmlToPlain } = await import('../../../src/shared/text/html-to-plain');

describe('htmlToPlain', () => {
  it('converts plain status HTML without compiling html-to-text, and compiles it once for the rest', () => {
    expect(
      htmlToPlain(
        '<p>Hi <a href="https://bob.example/@bob" class="u-url mention">@<span>bob</span></a> &amp; <a href="https://x.example/page">a page</a></p><p>Next</p>',
      ),
    ).toBe('Hi @bob & a page <https://x.example/page>\n\nNext');
    expect(compiled.count).toBe(0);

    expect(htmlToPlain('<ul><li>one</li><li>two</li></ul>')).toBe('- one\n- two');
    expect(compiled.count).toBe(1);
    expect(htmlToPlain('<ol><li>one</li></ol>')).toContain('1. one');
    expect(compiled.count).toBe(1);
    // A width to wrap at is html-to-text's job.
    expect(htmlToPlain('<p>one two three</p>', { width: 8 })).toContain('three');
    expect(compiled.count).toBe(2);
  });
});

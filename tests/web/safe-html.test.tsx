// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SafeHtml } from '../../src/web/components/common/SafeHtml';
import {
  loadSanitizer,
  sanitizeHtml,
  sanitizerReady,
} from '../../src/web/components/common/sanitize';

// DOMPurify is loaded on demand (outside the page's initial JavaScript). Until it is there,
// a fragment shows nothing, never the server's raw HTML; then it fills in by itself.
describe('SafeHtml before DOMPurify has loaded', () => {
  afterEach(cleanup);

  it('renders nothing of the HTML, then the sanitized HTML once loaded', async () => {
    expect(sanitizerReady()).toBe(false);
    expect(() => sanitizeHtml('<p>x</p>')).toThrow();
    const { container } = render(
      <SafeHtml html={'<p>hello <b>there</b><img src="x" onerror="alert(1)"></p>'} />,
    );
    expect(container.innerHTML).toBe('<div></div>');
    // SafeHtml asks for it itself (nothing else does in this test).
    await waitFor(() => expect(container.querySelector('b')?.textContent).toBe('there'));
    expect(container.querySelector('img')).toBeNull();
  });
});

function fragment(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('SafeHtml', () => {
  beforeAll(() => loadSanitizer());
  afterEach(cleanup);

  it('strips <script>', () => {
    const { container } = render(<SafeHtml html={'<p>hi<script>alert(1)</script></p>'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('hi');
  });

  it('strips event handler attributes such as onerror', () => {
    const out = fragment(sanitizeHtml('<p onclick="x()">a<img src="x" onerror="alert(1)"></p>'));
    expect(out.innerHTML).not.toContain('onerror');
    expect(out.innerHTML).not.toContain('onclick');
    // A non-emoji image does not survive at all.
    expect(out.querySelector('img')).toBeNull();
  });

  it('removes javascript: links', () => {
    const out = fragment(
      sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>'),
    );
    for (const a of out.querySelectorAll('a')) expect(a.getAttribute('href')).toBeNull();
    expect(out.innerHTML.toLowerCase()).not.toContain('javascript');
  });

  it('forces new-tab links with rel noopener noreferrer nofollow', () => {
    const out = fragment(
      sanitizeHtml('<a href="https://example.test/" target="_self" rel="me">x</a>'),
    );
    const a = out.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.test/');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps allowlisted markup and drops the rest', () => {
    const out = fragment(
      sanitizeHtml(
        '<p><strong>b</strong><em>i</em><code>c</code><iframe src="x"></iframe><style>p{}</style><div>d</div></p>',
      ),
    );
    expect(out.querySelector('strong')).not.toBeNull();
    expect(out.querySelector('code')).not.toBeNull();
    expect(out.querySelector('iframe')).toBeNull();
    expect(out.querySelector('style')).toBeNull();
    expect(out.querySelector('div')).toBeNull();
    expect(out.textContent).toBe('bicd');
  });

  it('turns known custom emoji shortcodes into images and nothing else', () => {
    const emojis = [{ shortcode: 'blob', url: 'https://example.test/emoji/blob.png' }];
    const out = fragment(sanitizeHtml('<p>hi :blob: :other: <code>:blob:</code></p>', emojis));
    const images = out.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe('https://example.test/emoji/blob.png');
    expect(images[0]?.className).toBe('emoji');
    expect(out.textContent).toContain(':other:');
  });

  it('caches results without mixing up the emoji of different statuses', () => {
    const html = '<p>party :blob:</p><script>x</script>';
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(fragment(first).querySelector('img')).toBeNull();
    const emojis = [{ shortcode: 'blob', url: 'https://example.test/emoji/blob.png' }];
    const withEmoji = fragment(sanitizeHtml(html, emojis));
    expect(withEmoji.querySelector('img')?.getAttribute('src')).toBe(emojis[0]!.url);
    expect(withEmoji.querySelector('script')).toBeNull();
    // The emoji-free result is still what it was.
    expect(fragment(sanitizeHtml(html)).querySelector('img')).toBeNull();
  });

  it('drops style attributes', () => {
    const out = fragment(sanitizeHtml('<p style="position:fixed">x</p>'));
    expect(out.querySelector('p')?.getAttribute('style')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToPlain } from '../../../src/shared/text/html-to-plain';

describe('htmlToPlain', () => {
  it('separates paragraphs by one blank line and turns <br> into a newline', () => {
    expect(htmlToPlain('<p>first<br>second<br/>third</p><p>next paragraph</p>')).toBe(
      'first\nsecond\nthird\n\nnext paragraph',
    );
  });

  it('shows Pleroma mentions and hashtags as written, without their addresses', () => {
    const mention =
      '<span><a data-user="982" href="https://bikeshed.party/users/feld">@<span>feld</span></a></span> hi';
    expect(htmlToPlain(mention)).toBe('@feld hi');
    const hashtag = '#<span><a href="https://social.example/tag/animeirl">animeirl</a></span> yes';
    expect(htmlToPlain(hashtag)).toBe('#animeirl yes');
  });

  it('shows Mastodon mentions and hashtags (class and rel markers) as written', () => {
    const html =
      '<p><span class="h-card"><a href="https://m.example/@bob" class="u-url mention">@<span>bob</span></a></span> ' +
      '<a href="https://m.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a></p>';
    expect(htmlToPlain(html)).toBe('@bob #cats');
  });

  it('shows a link whose text is its URL only once', () => {
    const html =
      '<p>Read: <a href="https://soapbox.pub/blog/release/">https://soapbox.pub/blog/release/</a></p>';
    expect(htmlToPlain(html)).toBe('Read: https://soapbox.pub/blog/release/');
    expect(htmlToPlain('<a href="https://www.example.com/">example.com</a>')).toBe('example.com');
  });

  it('shows a Mastodon-shortened link as its visible part with an ellipsis', () => {
    const html =
      '<a href="https://example.com/a/very/long/path"><span class="invisible">https://</span>' +
      '<span class="ellipsis">example.com/a/very/lo</span><span class="invisible">ng/path</span></a>';
    expect(htmlToPlain(html)).toBe('example.com/a/very/lo…');
  });

  it('keeps shortened media names that Pleroma links to', () => {
    const html =
      '<a href="https://s.example/media/4596/Jotaro%20-%20YES%20YES-sq_Fm7q.webm">Jotaro - YES YES-sq…</a>';
    expect(htmlToPlain(html)).toBe('Jotaro - YES YES-sq…');
    expect(
      htmlToPlain('heh<br /><a href="https://p.example/media/fd13/scrot.png">scrot.png</a>'),
    ).toBe('heh\nscrot.png');
  });

  it('reveals where a link goes when its text says something else', () => {
    expect(htmlToPlain('<a href="https://a.example/docs">the docs</a>')).toBe(
      'the docs <https://a.example/docs>',
    );
    // A text that looks like one URL but leads to another must not hide the real target.
    expect(htmlToPlain('<a href="https://evil.example/login">https://bank.example/login</a>')).toBe(
      'https://bank.example/login <https://evil.example/login>',
    );
  });

  it('shows the address of a link without text', () => {
    expect(htmlToPlain('see <a href="https://x.example/a"></a>')).toBe('see https://x.example/a');
  });

  it('decodes entities', () => {
    expect(htmlToPlain('<p>&lt;b&gt; &amp; &quot;q&quot; caf&eacute; &#128512;</p>')).toBe(
      '<b> & "q" café 😀',
    );
  });

  it('removes escape sequences, also when they were hidden in entities', () => {
    expect(htmlToPlain('<p>&#x1b;[2J&#x1b;]0;pwned&#x07;clean\u001b[31m text&#x202e;</p>')).toBe(
      'clean text',
    );
  });

  it('replaces images by their alt text, so custom emoji keep their shortcode', () => {
    expect(htmlToPlain('nice <img src="/e/blob.png" alt=":blobcat:"> <img src="/x.png">')).toBe(
      'nice :blobcat:',
    );
  });

  it('keeps headings in their case, lists, quotes and preformatted code readable', () => {
    const html =
      '<h2>Release notes</h2><ul><li>faster</li><li>safer</li></ul>' +
      '<blockquote><p>quoted</p></blockquote><pre>  indented\n    more</pre>';
    expect(htmlToPlain(html)).toBe(
      'Release notes\n- faster\n- safer\n\n> quoted\n\n  indented\n    more',
    );
  });

  it('drops scripts and styles', () => {
    expect(htmlToPlain('<style>p{color:red}</style><script>alert(1)</script><p>ok</p>')).toBe('ok');
  });

  it('does not wrap by default and wraps at the given width', () => {
    const long = `<p>${'word '.repeat(30)}</p>`;
    expect(htmlToPlain(long)).not.toContain('\n');
    const wrapped = htmlToPlain(long, { width: 20 });
    for (const line of wrapped.split('\n')) expect(line.length).toBeLessThanOrEqual(20);
    expect(wrapped.split('\n').length).toBeGreaterThan(5);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToPlain } from '../../../src/shared/text/html-to-plain';
import { liteHtmlToText } from '../../../src/shared/text/html-to-plain-lite';
import { stripControl } from '../../../src/shared/text/terminal-safe';

/**
 * The CLI's human output converts plain status HTML without html-to-text (issue 10: memory).
 * Wherever the lite converter answers, its answer must be html-to-text's.
 */

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** Every `content`, `note` and field `value` of the recorded server answers. */
function fixtureHtml(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && /^(content|note|value|description)$/.test(key)) {
          found.add(inner);
        } else visit(inner);
      }
    }
  };
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json')) {
        try {
          visit(JSON.parse(readFileSync(path, 'utf8')));
        } catch {
          // Not JSON of an answer: skipped.
        }
      }
    }
  };
  walk(FIXTURES);
  return [...found];
}

const HANDWRITTEN = [
  '',
  'plain text',
  '  leading and trailing  ',
  '<p>first<br>second<br/>third</p><p>next paragraph</p>',
  '<p>a</p>\n<p>b</p>',
  '<p></p><p>only</p><p></p>',
  'text before<p>para</p>text after',
  '<p>x<br><br>y</p>',
  '<p>x <br> y</p>',
  '<p>end with break<br></p><p>next</p>',
  '<br><br>after breaks',
  'a<br>',
  '<p> spaced   words\tand\nnewlines </p>',
  '<span><a data-user="982" href="https://bikeshed.party/users/feld">@<span>feld</span></a></span> hi',
  '#<span><a href="https://social.example/tag/animeirl">animeirl</a></span> yes',
  '<p><span class="h-card"><a href="https://m.example/@bob" class="u-url mention">@<span>bob</span></a></span> <a href="https://m.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a></p>',
  '<p>Read: <a href="https://soapbox.pub/blog/release/">https://soapbox.pub/blog/release/</a></p>',
  '<a href="https://www.example.com/">example.com</a>',
  '<a href="https://example.com/a/very/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/a/very/lo</span><span class="invisible">ng/path</span></a>',
  '<a href="https://s.example/media/4596/Jotaro%20-%20YES%20YES-sq_Fm7q.webm">Jotaro - YES YES-sq…</a>',
  'heh<br /><a href="https://p.example/media/fd13/scrot.png">scrot.png</a>',
  '<a href="https://a.example/docs">the docs</a>',
  '<a href="https://evil.example/login">https://bank.example/login</a>',
  'see <a href="https://x.example/a"></a>',
  '<a href="#top">top</a> and <a>no href</a>',
  'x<a href="https://a.example/">y</a>z',
  '<a href="https://a.example/?a=1&amp;b=2">query</a>',
  "<a href='https://a.example/single'>single quotes</a>",
  'tom &amp; jerry &lt;3 &gt; &quot;q&quot; &apos;a&apos; &#39;b&#39; &#x41;&#66;',
  'a & b &',
  'emoji <img class="emoji" alt=":blob:" src="https://e.example/blob.png"> here',
  '<img src="x.png"/>no alt',
  '<a href="https://e.example/x"><img alt=":cat:" src="c.png"></a>',
  '<P>Upper <BR>case</P>',
  '<p>\u200bzero\u200bwidth</p>',
  'é ü 日本語 😀 <p>ünïcödé</p>',
  '<span class="ellipsis">cut</span> and <span class="invisible">hidden</span>',
  '<p>ESC \u001b[31mred\u001b[0m</p>',
  '<p>nbsp&#160;here</p>',
];

/** What html-to-text does with these is its own: the lite converter must decline them. */
const DECLINED = [
  '<ul><li>one</li></ul>',
  '<blockquote>q</blockquote>',
  '<p>unclosed',
  '<p><p>nested</p></p>',
  '<a href="x"><a href="y">nested</a></a>',
  '<span>a</p>',
  '<!-- comment -->x',
  'AT&T',
  '&copy; &nbsp; &AMP;',
  '&#39 no semicolon',
  '&#0; &#128; &#xD800;',
  '<a href=unquoted>x</a>',
  '<p/>',
  'a < b',
  '<script>alert(1)</script>',
  '<span class="invisible ellipsis">both</span>',
  '<a href="x" href="y">twice</a>',
];

describe('the lite HTML converter', () => {
  const corpus = [...HANDWRITTEN, ...fixtureHtml()];

  it('answers as html-to-text does wherever it answers', () => {
    let answered = 0;
    for (const html of corpus) {
      const lite = liteHtmlToText(html);
      if (lite === undefined) continue;
      answered += 1;
      expect(stripControl(lite), html).toBe(htmlToPlain(html));
    }
    // The recorded statuses are mostly plain: most are converted without html-to-text.
    expect(answered).toBeGreaterThan(corpus.length * 0.6);
  });

  it('answers every handwritten plain case', () => {
    for (const html of HANDWRITTEN) expect(liteHtmlToText(html), html).toBeDefined();
  });

  it.each(DECLINED)('leaves %j to html-to-text', (html) => {
    expect(liteHtmlToText(html)).toBeUndefined();
  });
});

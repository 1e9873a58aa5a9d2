import { cleanup } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { textWidth } from '../../../src/terminal/app/layout/text-width';
import { FakeServer } from './support/fake-server';
import { renderApp } from './support/render-app';
import { createTestRoot } from './support/test-root';

afterEach(() => cleanup());

const reversed = (s: string) => [...s].reverse().join('');

/**
 * Right-to-left names and posts in the timeline (issue 14: Arabic "read correctly in the
 * terminal"): drawn in visual order, wrapped lines each in order, widths kept, and hostile
 * bidi controls from the server still removed by the sanitizer first.
 */
describe('right-to-left text in the terminal', () => {
  it('draws an Arabic name and an Arabic post with an emoji in visual order, within the width', async () => {
    const server = new FakeServer();
    const author = server.addAccount('70', 'samir@souk.example', 'سمير\u202e الخباز');
    server.addStatus({
      account: author,
      content:
        '<p>صباح الخير يا أصدقاء 🌞 الخبز الطازج جاهز الآن في المخبز، تعالوا قبل الظهر (الساعة 12)</p>',
    });
    server.addStatus({ content: '<p>שלום from Bob</p>' });
    const { root } = await createTestRoot({ server, signedIn: true });
    const columns = 60;
    const app = renderApp(root, { size: { columns, rows: 30 } });
    const frame = await app.waitForText(reversed('الخباز'));
    // The name: its two words drawn right to left, the override character gone.
    expect(frame).toContain(`${reversed('الخباز')} ${reversed('سمير')}`);
    expect(frame).not.toContain('\u202e');
    // The post: wrapped, then each line reordered; the first words on the first line's right.
    const lines = frame.split('\n');
    const first = lines.findIndex((l) => l.includes(reversed('صباح')));
    expect(first).toBeGreaterThan(-1);
    expect(lines[first]!.trimEnd().endsWith(`${reversed('الخير')} ${reversed('صباح')}`)).toBe(true);
    expect(frame).toContain(`🌞 ${reversed('أصدقاء')}`);
    expect(frame).toContain(`(12 ${reversed('الساعة')})`);
    // A post that starts in Hebrew is a right-to-left paragraph: the Latin words keep their
    // order, at its left end.
    expect(frame).toContain(`from Bob ${reversed('שלום')}`);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(columns);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_THRESHOLD,
  contrastFailures,
  contrastReport,
  DEFAULT_THEME_NAME,
  exportTheme,
  importTheme,
  loadServerThemes,
  PLEROMA_DARK,
  PLEROMA_LIGHT,
  resolveTheme,
  serializeTheme,
  THEME_ENGINE_VERSION,
  ThemeColourError,
  type ThemeSource,
  themeNamed,
  variablesOf,
} from '../../src/core/theme';
import { terminalPalette } from '../../src/core/theme/terminal-palette';

const OCEAN: ThemeSource = {
  colors: { bg: '#0b2233', fg: '#12344d', text: '#d6e4ee', link: '#7fd1ff' },
  radii: { panel: 3, btn: 8 },
  opacity: { faint: 0.7 },
  shadows: {
    panel: [{ x: 1, y: 2, blur: 3, spread: 0, color: '#000000', alpha: 0.4, inset: false }],
    button: [{ x: 0, y: 0, blur: 2, spread: 1, color: '#ffffff', alpha: 0.2, inset: true }],
  },
  fonts: { interface: '"Inter", sans-serif', postCode: 'ui-monospace' },
};

describe('theme engine version 3', () => {
  it('exports a theme and imports it back to identical CSS variables', () => {
    const file = exportTheme('ocean', OCEAN);
    expect(file.themeEngineVersion).toBe(THEME_ENGINE_VERSION);
    expect(file.petrelTheme).toEqual({ major: 1, minor: 0 });
    const back = importTheme(serializeTheme(file));
    expect(back.kind).toBe('theme');
    if (back.kind !== 'theme') return;
    expect(back.minorWarning).toBe(false);
    expect(back.theme.name).toBe('ocean');
    expect(back.theme.variables).toEqual(variablesOf(OCEAN));
    expect(back.theme.variables['--radius']).toBe('3px');
    expect(back.theme.variables['--shadow-panel']).toBe('1px 2px 3px 0px rgba(0, 0, 0, 0.4)');
    expect(back.theme.variables['--shadow-button']).toBe(
      'inset 0px 0px 2px 1px rgba(255, 255, 255, 0.2)',
    );
    expect(back.theme.variables['--font']).toBe('"Inter", sans-serif, var(--emoji-fonts)');
    expect(back.theme.variables['--faint']).toBe('rgba(214, 228, 238, 0.7)');
  });

  it('offers the old snapshot or the new version when they differ', () => {
    const file = exportTheme('ocean', OCEAN);
    file.snapshot = { ...file.snapshot, '--link': '#ff0000' };
    const back = importTheme(JSON.stringify(file));
    expect(back.kind).toBe('choice');
    if (back.kind !== 'choice') return;
    expect(back.old.variables['--link']).toBe('#ff0000');
    expect(back.new.variables['--link']).toBe('#7fd1ff');
  });

  it('refuses other majors, warns on another minor, refuses what is not a theme', () => {
    const file = exportTheme('ocean', OCEAN);
    const withVersion = (major: number, minor: number) =>
      importTheme(JSON.stringify({ ...file, petrelTheme: { major, minor } }));
    expect(withVersion(2, 0)).toMatchObject({ kind: 'error', reason: 'newer' });
    expect(withVersion(0, 3)).toMatchObject({ kind: 'error', reason: 'older' });
    expect(withVersion(1, 4)).toMatchObject({ kind: 'theme', minorWarning: true });
    expect(importTheme('{"hello": 1}')).toMatchObject({ kind: 'error', reason: 'unsupported' });
    expect(importTheme('not json')).toMatchObject({ kind: 'error', reason: 'unsupported' });
  });

  it('reports a colour that cannot be generated', () => {
    const broken: ThemeSource = { colors: { bg: '#000000', text: 'not-a-colour' } };
    expect(() => resolveTheme(broken)).toThrow(ThemeColourError);
    expect(() => resolveTheme(broken)).toThrow('Colour text could not be generated');
    const file = { ...exportTheme('ocean', OCEAN), source: broken, snapshot: undefined };
    expect(importTheme(JSON.stringify(file))).toMatchObject({
      kind: 'error',
      reason: 'colour',
      detail: 'text',
    });
  });

  it('reports contrast failures at 4.5 next to the colour concerned', () => {
    expect(CONTRAST_THRESHOLD).toBe(4.5);
    const murky = resolveTheme({ colors: { bg: '#333333', text: '#777777', link: '#dddddd' } });
    const report = contrastReport(murky);
    const text = contrastFailures(report, 'text');
    expect(text.map((r) => r.against)).toContain('panel');
    expect(text[0]!.ratio).toBeLessThan(4.5);
    expect(contrastFailures(report, 'link')).toEqual([]);
    const dark = contrastReport(resolveTheme(PLEROMA_DARK));
    expect(contrastFailures(dark, 'text')).toEqual([]);
  });

  it('falls back to pleroma-dark for unknown names', () => {
    expect(DEFAULT_THEME_NAME).toBe('pleroma-dark');
    expect(themeNamed('no-such-theme').name).toBe('pleroma-dark');
    expect(themeNamed('pleroma-light').source).toBe(PLEROMA_LIGHT);
  });

  it('has the spec defaults: radii, opacities, fonts', () => {
    const vars = variablesOf(PLEROMA_DARK);
    expect(vars).toMatchObject({
      '--radius-small': '4px',
      '--radius-input': '4px',
      '--radius-checkbox': '2px',
      '--radius': '10px',
      '--avatar-radius': '5px',
      '--avatar-alt-radius': '50px',
      '--radius-tooltip': '2px',
      '--radius-attachment': '5px',
      '--opacity-profile-tint': '0.5',
      '--opacity-alert': '0.5',
      '--opacity-input': '0.5',
      '--opacity-alert-popup': '0.95',
      '--font': 'sans-serif, var(--emoji-fonts)',
      '--font-mono': 'monospace',
      '--faint': 'rgba(185, 185, 186, 0.5)',
      '--cRed-bg': 'rgba(211, 16, 20, 0.15)',
    });
  });

  it('gives theme.css the defaults it paints first (dark, and light by preference)', () => {
    const css = readFileSync(new URL('../../src/web/styles/theme.css', import.meta.url), 'utf8');
    const block = (from: number) => css.slice(css.indexOf('{', from) + 1, css.indexOf('}', from));
    const declared = (text: string) =>
      Object.fromEntries(
        [...text.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
      );
    const dark = declared(block(css.indexOf(':root')));
    const light = { ...dark, ...declared(block(css.indexOf(':root', css.indexOf('@media')))) };
    for (const [name, value] of Object.entries(variablesOf(PLEROMA_DARK))) {
      expect([name, dark[name]]).toEqual([name, value]);
    }
    for (const [name, value] of Object.entries(variablesOf(PLEROMA_LIGHT))) {
      expect([name, light[name]]).toEqual([name, value]);
    }
  });
});

describe('styles.json', () => {
  it('reads arrays, inline themes and linked files on the server, skipping the rest', async () => {
    const asked: string[] = [];
    const files: Record<string, unknown> = {
      '/static/styles.json': {
        'pleroma-dark': [
          'Pleroma Dark',
          '#121a24',
          '#182230',
          '#b9b9ba',
          '#d8a070',
          '#d31014',
          '#0fa00f',
          '#0095ff',
          '#ffa500',
        ],
        plain: [
          '#ffffff',
          '#eeeeee',
          '#111111',
          '#0000aa',
          '#aa0000',
          '#00aa00',
          '#0000ff',
          '#ff8800',
        ],
        inline: { colors: { bg: '#202020', text: '#f0f0f0' } },
        linked: '/static/themes/linked.json',
        elsewhere: 'https://evil.example/theme.json',
        missing: '/static/themes/missing.json',
        nonsense: 42,
      },
      '/static/themes/linked.json': {
        _pleroma_theme_version: 2,
        source: { colors: { bg: '#102030', text: '#e0e0e0', link: '#88ccff' } },
      },
    };
    const { themes, failed } = await loadServerThemes(async (path) => {
      asked.push(path);
      if (!(path in files)) throw new Error('404');
      return files[path];
    });
    expect(themes.map((t) => t.name)).toEqual(['pleroma-dark', 'plain', 'inline', 'linked']);
    expect(themes[0]!.source.colors).toMatchObject({
      bg: '#121a24',
      link: '#d8a070',
      orange: '#ffa500',
    });
    expect(themes[1]!.source.colors.link).toBe('#0000aa');
    expect(themes[3]!.source.colors.link).toBe('#88ccff');
    expect(failed).toEqual(['elsewhere', 'missing', 'nonsense']);
    expect(asked).not.toContain('https://evil.example/theme.json');
  });
});

describe('terminal palette', () => {
  it('writes each role for the terminal depth, and nothing at level 0', () => {
    const vars = variablesOf(PLEROMA_DARK);
    expect(terminalPalette(vars, 3).cyan).toBe('#d8a070');
    expect(terminalPalette(vars, 3).red).toBe('#d31014');
    expect(terminalPalette(vars, 2).cyan).toBe('ansi256(179)'); // #d7af5f;
    // 16 colours: a colourful role keeps a hue (the tan link is yellow, not grey).
    expect(terminalPalette(vars, 1).cyan).toBe('yellow');
    expect(terminalPalette(vars, 1).red).toMatch(/^red/);
    expect(Object.values(terminalPalette(vars, 0)).every((c) => c === undefined)).toBe(true);
    // On a light background no 16-colour pick is white.
    const light = terminalPalette(variablesOf(PLEROMA_LIGHT), 1);
    expect(Object.values(light)).not.toContain('whiteBright');
  });
});

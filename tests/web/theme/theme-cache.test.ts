// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyThemeVariables, THEME_CACHE_KEY } from '../../../src/web/theme/theme-cache';

const root = () => document.documentElement.style;

describe('choosing a theme (the root element’s custom properties)', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('style');
    localStorage.clear();
  });

  it('keeps the layout’s column widths and replaces only the previous theme’s variables', () => {
    // What index.html's script applied before the first paint, from the cache.
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify({ '--bg': '#000', '--old': '1px' }));
    root().setProperty('--bg', '#000');
    root().setProperty('--old', '1px');
    // The layout settings' widths (apply-layout.ts), set once and not again on a theme change.
    root().setProperty('--sidebar-width', '31rem');

    applyThemeVariables({ '--bg': '#fff', '--fg': '#123456' });
    expect(root().getPropertyValue('--bg')).toBe('#fff');
    expect(root().getPropertyValue('--old')).toBe('');
    expect(root().getPropertyValue('--sidebar-width')).toBe('31rem');

    applyThemeVariables(null);
    expect(root().getPropertyValue('--bg')).toBe('');
    expect(root().getPropertyValue('--fg')).toBe('');
    expect(root().getPropertyValue('--sidebar-width')).toBe('31rem');
  });
});

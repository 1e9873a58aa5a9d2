// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/en';
import {
  actionsForHelp,
  formatBinding,
  KEY_CONTEXTS,
  resolveWebKeymap,
} from '../../src/shared/keymap';
import { useNavigate } from '../../src/web/app/router';
import { chordOf, isTextInput } from '../../src/web/components/keyboard/dom-chord';
import { KeyboardShortcuts } from '../../src/web/components/keyboard/KeyboardShortcuts';
import { Timeline } from '../../src/web/components/timeline/Timeline';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { LocationProbe } from './support/location-probe';
import { renderWithServices, testServices } from './support/test-app';

const alice = accountJson('1', 'alice');

function key(name: string, extra: Partial<KeyboardEventInit> = {}) {
  act(() => {
    fireEvent.keyDown(document.body, { key: name, ...extra });
  });
}

function lookup(path: string): string {
  // `keymap.cursor_down` → en.common.keymap.cursor_down
  let node: unknown = en.common;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

/** A route change that is not a key (a click on a link, a lazy route arriving). */
function GoLocal() {
  const navigate = useNavigate();
  return <button type="button" data-testid="go-local" onClick={() => navigate('/main/public')} />;
}

async function renderTimeline() {
  const services = testServices(
    fakeServer({
      'GET /api/v1/timelines/public': {
        body: ['9', '8', '7'].map((id) =>
          statusJson(id, alice, `<p>status ${id}</p>`, { spoiler_text: id === '8' ? 'cw' : '' }),
        ),
      },
    }),
  );
  const timeline = services.root.timelines.get({ type: 'public' });
  await timeline.loadInitial();
  renderWithServices(
    <>
      <Timeline timeline={timeline} titleKey="timeline.name.twkn" />
      <KeyboardShortcuts />
      <LocationProbe />
      <GoLocal />
    </>,
    services,
    '/main/all',
  );
  return { services, timeline };
}

describe('keyboard shortcuts', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('turns key events into the keymap’s chords', () => {
    const base = { ctrlKey: false, altKey: false, shiftKey: false, metaKey: false };
    expect(chordOf({ ...base, key: 'j' })).toBe('j');
    expect(chordOf({ ...base, key: 'G', shiftKey: true })).toBe('G');
    expect(chordOf({ ...base, key: '?', shiftKey: true })).toBe('?');
    expect(chordOf({ ...base, key: 'Enter' })).toBe('enter');
    expect(chordOf({ ...base, key: 'ArrowDown' })).toBe('down');
    expect(chordOf({ ...base, key: 'Tab', shiftKey: true })).toBe('shift+tab');
    expect(chordOf({ ...base, key: 's', ctrlKey: true })).toBe('ctrl+s');
    expect(chordOf({ ...base, key: 'Shift', shiftKey: true })).toBeUndefined();
    expect(chordOf({ ...base, key: 'c', metaKey: true })).toBeUndefined();
    const input = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTextInput(input)).toBe(true);
    expect(isTextInput(box)).toBe(false);
    expect(isTextInput(document.body)).toBe(false);
  });

  it('lists in the ? help every web action of the keymap, and only those', async () => {
    await renderTimeline();
    key('?', { shiftKey: true });
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const keymap = resolveWebKeymap();
    const listed = [...help.querySelectorAll('[data-action]')].map((e) =>
      e.getAttribute('data-action'),
    );
    const expected = KEY_CONTEXTS.filter((c) => c !== 'login').flatMap((context) =>
      actionsForHelp(keymap, context).map((a) => a.id),
    );
    expect(listed).toEqual(expected);
    for (const id of [
      'help.toggle',
      'cursor.down',
      'status.open',
      'timeline.show_new',
      'go.home',
      // Issue 11: the actions on the selected status, as the terminal has them.
      'status.reply',
      'status.favourite',
      'status.repeat',
      'status.bookmark',
      'status.quote',
      'status.delete',
      'status.pin',
      'status.mute_thread',
      'status.edit',
      'status.vote',
      'status.report',
    ]) {
      expect(listed).toContain(id);
    }
    for (const id of ['app.quit', 'compose.send', 'timeline.pause', 'login.submit']) {
      expect(listed).not.toContain(id);
    }
    // Each entry shows its bindings and the keymap's description.
    for (const action of keymap.actions.filter((a) => a.bindings.length > 0)) {
      const entry = help.querySelector(`[data-action="${action.id}"]`);
      if (!entry) continue;
      expect(entry.textContent).toContain(lookup(action.description));
      expect([...entry.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(
        action.bindings.map(formatBinding),
      );
    }
    const open = within(help).getByText(lookup('keymap.status_open')).closest('[data-action]');
    expect([...(open?.querySelectorAll('kbd') ?? [])].map((k) => k.textContent)).toEqual([
      'Enter',
      'o',
    ]);
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves the cursor with j and k, toggles the CW with z, opens with o', async () => {
    await renderTimeline();
    const selected = () =>
      document.querySelector('[data-selected="true"]')?.getAttribute('data-entry-id');
    key('j');
    expect(selected()).toBe('9');
    key('j');
    expect(selected()).toBe('8');
    key('j');
    key('j');
    expect(selected()).toBe('7');
    key('k');
    expect(selected()).toBe('8');
    expect(screen.queryByText('status 8')).toBeNull();
    key('z');
    expect(screen.getByText('status 8')).toBeTruthy();
    key('o');
    expect(screen.getByTestId('location').textContent).toBe('/notice/8');
  });

  it('ignores keys typed into a text field', async () => {
    await renderTimeline();
    const field = document.createElement('textarea');
    document.body.append(field);
    act(() => {
      fireEvent.keyDown(field, { key: 'j' });
    });
    expect(document.querySelector('[data-selected="true"]')).toBeNull();
    field.remove();
  });

  it('navigates with g sequences', async () => {
    await renderTimeline();
    key('g');
    key('l');
    expect(screen.getByTestId('location').textContent).toBe('/main/public');
    key('g');
    key('f');
    expect(screen.getByTestId('location').textContent).toBe('/main/all');
  });

  it('keeps a half-typed g sequence across a route change', async () => {
    await renderTimeline();
    key('g');
    act(() => {
      fireEvent.click(screen.getByTestId('go-local'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/main/public');
    key('f');
    expect(screen.getByTestId('location').textContent).toBe('/main/all');
  });
});

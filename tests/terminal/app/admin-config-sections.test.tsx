import { describe, expect, it } from 'vitest';
import { fileSandbox, signedInOn } from '../../support/sandbox-root';
import { KEYS, renderApp } from './support/render-app';

/**
 * The administration view's config sections besides the limits (issue 15, spec part 2 §2
 * tabs instance and front-ends, §4 access restriction) against the sandbox's admin API,
 * with alice (the admin): the same core store as the web dashboard.
 */
const sandbox = fileSandbox();

const statusBar = (frame: string) => frame.split('\n').at(-1) ?? '';

async function openSection(name: string) {
  const root = await signedInOn(sandbox(), 'alice');
  const app = renderApp(root, { size: { columns: 150, rows: 34 } });
  await app.waitFor((f) => statusBar(f).includes('@alice'), 'alice signed in');
  await app.press('g', '!');
  await app.waitForText('[Reports]');
  for (let i = 0; i < 12 && !app.frame().includes(`[${name}]`); i++) {
    const before = app.frame();
    await app.press(KEYS.tab);
    await app.waitFor((f) => f !== before, 'the next section');
  }
  await app.waitForText(`[${name}]`);
  return { root, app };
}

/** A config value of `:pleroma, :instance` as the sandbox keeps it. */
const instanceValue = (subkey: string) => {
  const value = sandbox().state.adminConfig.value(':pleroma', ':instance');
  const pair = Array.isArray(value)
    ? value.find((p) => (p as { tuple: unknown[] }).tuple?.[0] === subkey)
    : undefined;
  return (pair as { tuple: unknown[] } | undefined)?.tuple[1];
};

/** The row of the cursor: the line starting with "> ". */
const cursorRow = (frame: string) => frame.split('\n').find((l) => l.includes('> ')) ?? '';

describe('the administration view: instance, access, front-ends', () => {
  it('instance: Enter types the name (text and Enter in one read); a yes/no setting flips; R resets', async () => {
    const { app } = await openSection('Instance');
    await app.waitForText('Name: ');
    await app.press(KEYS.enter);
    await app.waitForText('Enter: done · Esc: cancel');
    await app.press('\x15', 'Petrel Test Town\r');
    await app.waitFor(
      (f) => f.includes('Name: Petrel Test Town') && f.includes('Changed in the database'),
      'the name saved',
    );
    expect(instanceValue(':name')).toBe('Petrel Test Town');
    // Down to "Registrations open": flipped at once, no typing.
    const before = instanceValue(':registrations_open');
    for (let i = 0; i < 12 && !cursorRow(app.frame()).includes('Registrations open'); i++)
      await app.press(KEYS.down);
    expect(cursorRow(app.frame())).toContain(`Registrations open: ${String(before)}`);
    await app.press(KEYS.enter);
    await app.waitFor(
      (f) => cursorRow(f).includes(`Registrations open: ${String(!before)}`),
      'flipped',
    );
    expect(instanceValue(':registrations_open')).toBe(!before);
    await app.press('R');
    await app.waitForText("Put :registrations_open back to the server file's value? (y/n)");
    await app.press('y');
    await app.waitFor(
      (f) => cursorRow(f).includes(`Registrations open: ${String(before)}`),
      'back to the file',
    );
    expect(instanceValue(':registrations_open')).toBe(before);
  });

  it('access: Enter steps follow → disallow → allow on the server; R puts the kind back', async () => {
    const { app } = await openSection('Access');
    await app.waitForText('— Timelines —');
    await app.press(KEYS.down);
    expect(cursorRow(app.frame())).toContain('Local: Follow the instance');
    const stored = () => {
      const value = sandbox().state.adminConfig.value(':pleroma', ':restrict_unauthenticated');
      const pair = (value as { tuple: [string, Record<string, unknown>] }[]).find(
        (p) => p.tuple[0] === ':timelines',
      );
      return pair?.tuple[1][':local'];
    };
    await app.press(KEYS.enter);
    await app.waitFor((f) => cursorRow(f).includes('Local: Disallow'), 'disallowed');
    expect(stored()).toBe(true);
    await app.waitForText('Timelines · Local');
    await app.press(KEYS.enter);
    await app.waitFor((f) => cursorRow(f).includes('Local: Allow'), 'allowed');
    expect(stored()).toBe(false);
    expect(app.frame()).toContain('Changed in the database');
    await app.press('R');
    await app.waitForText("Put :timelines back to the server file's value? (y/n)");
    await app.press('y');
    await app.waitFor((f) => cursorRow(f).includes('Local: Follow the instance'), 'reset');
    expect(stored()).toBe(':if_instance_is_private');
  });

  it('front-ends: the refs and what is installed; Enter installs after y; Petrel from a build URL', async () => {
    const { app } = await openSection('Front-ends');
    await app.waitForText('— Primary front-end —');
    await app.waitForText('pleroma-fe/master');
    expect(app.frame()).toMatch(/pleroma-fe\/develop\s+Installed: develop/);
    expect(app.frame()).toMatch(/pleroma-fe\/master\s+Not installed/);
    for (let i = 0; i < 12 && !cursorRow(app.frame()).includes('pleroma-fe/master'); i++)
      await app.press(KEYS.down);
    await app.press(KEYS.enter);
    await app.waitForText('Install pleroma-fe/master? (y/n)');
    await app.press('n');
    await app.waitFor((f) => !f.includes('(y/n)'), 'kept');
    expect(sandbox().state.adminConfig.installedFrontends.get('pleroma-fe')?.has('master')).toBe(
      false,
    );
    await app.press(KEYS.enter);
    await app.waitForText('(y/n)');
    await app.press('y');
    await app.waitForText('Installed pleroma-fe/master');
    await app.waitFor((f) => /pleroma-fe\/master\s+Installed: master/.test(f), 'listed');
    expect(sandbox().state.adminConfig.installedFrontends.get('pleroma-fe')?.has('master')).toBe(
      true,
    );
    // Petrel itself: a bad address is refused with the version and the server's reason.
    for (let i = 0; i < 12 && !cursorRow(app.frame()).includes('Petrel (this client)'); i++)
      await app.press(KEYS.down);
    await app.press(KEYS.enter);
    await app.waitForText('Build URL');
    await app.press('ftp://nowhere\r');
    await app.waitForText('Could not install petrel/0.1.0: Could not download or unzip');
    await app.press(KEYS.enter);
    await app.waitForText('Build URL');
    await app.press('https://example.com/petrel-frontend.zip\r');
    await app.waitForText('Installed petrel/0.1.0');
    expect(sandbox().state.adminConfig.frontendBuildUrls.get('petrel')).toBe(
      'https://example.com/petrel-frontend.zip',
    );
  });
});

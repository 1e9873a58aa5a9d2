import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/core/ports';
import { createNodePorts } from '../../../src/terminal/ports';
import { nodeSocketFactory } from '../../../src/terminal/ports/socket';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('createNodePorts', () => {
  it('keeps settings and tokens in separate files under the chosen directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petrel-ports-'));
    dirs.push(dir);
    const ports = createNodePorts({ configDir: dir });
    await ports.prepareWrites();
    ports.secrets.set('tokens', { 'a@b': 't' });
    ports.storage.set('session.current', 'a@b');
    expect(ports.paths).toEqual({
      config: join(dir, 'config.json'),
      credentials: join(dir, 'credentials.json'),
    });
    expect(ports.storage.get('tokens')).toBeUndefined();
    expect(ports.clock).toBe(systemClock);
    // Scripts get no socket factory (ws stays unloaded); interactive faces pass one.
    expect(ports.socket).toBeUndefined();
    expect(createNodePorts({ configDir: dir, socket: nodeSocketFactory }).socket).toBe(
      nodeSocketFactory,
    );
    expect(typeof ports.open).toBe('function');
    await ports.close();
  });
});

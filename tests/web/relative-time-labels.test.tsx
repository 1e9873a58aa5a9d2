// @vitest-environment jsdom
/**
 * Spec part 2 §9 "time units seconds to years, year = 365.25 days": a status's time label in
 * the web timeline counts weeks, months and years instead of giving up after a week.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { installDomShims } from './support/dom-shims';
import { accountJson, statusJson } from './support/fake-server';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

const DAY = 86_400_000;
const bob = accountJson('2', 'bob');

describe('a status’s relative time on the web', () => {
  let services: TestServices;
  beforeEach(() => {
    installDomShims();
    services = testServices();
  });
  afterEach(cleanup);

  function labelFor(id: string, daysAgo: number): string {
    const createdAt = new Date(services.clock.now() - daysAgo * DAY).toISOString();
    const result = normalizeStatus(
      statusJson(id, bob, `<p>post ${id}</p>`, { created_at: createdAt }),
      'example.test',
    );
    if (!result) throw new Error('not a status');
    services.root.entities.ingest(result.bundle);
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    const time = screen.getByText(`post ${id}`).closest('article, .status')?.querySelector('time');
    const text = time?.textContent ?? '';
    cleanup();
    return text;
  }

  it('shows days, weeks, months and years', () => {
    expect(labelFor('31', 3)).toBe('3d');
    expect(labelFor('32', 20)).toBe('2w');
    expect(labelFor('33', 95)).toBe('3mo');
    expect(labelFor('34', 365)).toBe('11mo');
    expect(labelFor('35', 366)).toBe('1y');
    expect(labelFor('36', 3 * 365.25)).toBe('3y');
  });

  it('speaks the interface language for the longer units', async () => {
    await services.i18n.changeLanguage('de');
    expect(labelFor('41', 20)).toBe('2 Wo.');
    expect(labelFor('42', 800)).toBe('2 J');
  });
});

// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { installDomShims } from './support/dom-shims';
import { accountJson, statusJson } from './support/fake-server';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

/** Characters that draw nothing, apart from those real text needs (ZWJ, VS, LRM/RLM). */
const HIDDEN = /(?![\u200c-\u200f]|\ufe0e|\ufe0f)\p{Default_Ignorable_Code_Point}/u;

function renderStatusBy(services: TestServices, account: Record<string, unknown>) {
  const result = normalizeStatus(statusJson('9', account, '<p>trust me</p>'), 'example.test');
  if (!result) throw new Error('not a status');
  services.root.entities.ingest(result.bundle);
  return renderWithServices(<StatusItem id={result.status.id} />, services, '/main/public');
}

describe('hidden characters in the web client', () => {
  let services: TestServices;
  beforeEach(() => {
    installDomShims();
    services = testServices();
  });
  afterEach(cleanup);

  it('marks a zero-width space in a handle and drops invisible characters from the name', () => {
    const spoof = {
      ...accountJson('5', 'alice'),
      acct: 'alice\u200b@good.example',
      display_name: 'Ali\u2060ce\ufeff\u3164',
    };
    const { container } = renderStatusBy(services, spoof);
    const acct = container.querySelector('.status-acct')?.textContent ?? '';
    expect(acct).toBe('@alice[U+200B]@good.example');
    const name = container.querySelector('.display-name')?.textContent ?? '';
    expect(name).toBe('Alice');
    expect(container.textContent).not.toMatch(HIDDEN);
  });

  it('keeps emoji sequences and shows the username when a name is only fillers', () => {
    const filler = {
      ...accountJson('6', 'bob'),
      acct: '\u3164\u115f@x.example',
      display_name: '\u3164\u3164\u200b',
    };
    const { container } = renderStatusBy(services, filler);
    expect(container.querySelector('.status-acct')?.textContent).toBe(
      '@[U+3164][U+115F]@x.example',
    );
    expect(container.querySelector('.display-name')?.textContent).toBe('bob');
    cleanup();
    const family = { ...accountJson('7', 'carol'), display_name: 'Carol 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿' };
    const second = renderStatusBy(services, family);
    expect(second.container.querySelector('.display-name')?.textContent).toBe('Carol 👩‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿');
  });
});

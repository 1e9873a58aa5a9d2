// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PostForm } from '../../src/web/components/post/PostForm';
import { installDomShims } from './support/dom-shims';
import { accountJson, fakeServer, statusJson } from './support/fake-server';
import { renderWithServices, testServices } from './support/test-app';

/**
 * The post form as the user meets it; the draft's rules (limit counting, idempotency keys,
 * reply prefill) are the core ComposeStore's and are tested in tests/core/compose.test.ts.
 */

const alice = accountJson('1', 'alice');

function renderPosting(answers: Array<{ status?: number; body?: unknown }>) {
  const server = fakeServer();
  const keys: string[] = [];
  server.routes.set('POST /api/v1/statuses', ({ init }) => {
    keys.push(init?.headers?.['Idempotency-Key'] ?? '');
    return answers.shift() ?? { status: 500 };
  });
  const services = testServices(server);
  renderWithServices(<PostForm idPrefix="t" />, services);
  return { services, keys };
}

const text = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post' });
const contentWarning = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Content warning' });
const postButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Post/ });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function clickPost() {
  await act(async () => {
    fireEvent.click(postButton());
  });
}

describe('PostForm', () => {
  beforeEach(() => installDomShims());
  afterEach(cleanup);

  it('refuses a blank post with the empty-status message', async () => {
    const { keys } = renderPosting([]);
    type(text(), '   ');
    await clickPost();
    expect(screen.getByTestId('post-error').textContent).toContain(
      "Can't post an empty status with no files",
    );
    expect(keys).toHaveLength(0);
  });

  it('counts text plus content warning down to the limit; over it, posting is disabled', async () => {
    const { keys } = renderPosting([]);
    const counter = () => screen.getByTestId('char-counter');
    expect(counter().textContent).toBe('5000');
    type(text(), 'x'.repeat(4990));
    type(contentWarning(), 'y'.repeat(10));
    expect(counter().textContent).toBe('0');
    expect(postButton().disabled).toBe(false);
    type(text(), `${'x'.repeat(4990)}🐦`);
    expect(counter().textContent).toBe('-1');
    expect(counter().className).toContain('char-counter-over');
    expect(counter().title).toBe('1 character over the limit');
    expect(postButton().disabled).toBe(true);
    // Ctrl+Enter still tries, and says why it cannot post.
    await act(async () => {
      fireEvent.keyDown(text(), { key: 'Enter', ctrlKey: true });
    });
    expect(screen.getByTestId('post-error').textContent).toContain(
      'The post is too long: 5001 characters, this server allows 5000',
    );
    expect(keys).toHaveLength(0);
  });

  it('posts, clears the draft but keeps the visibility, and shows it in home', async () => {
    const { services, keys } = renderPosting([{ body: statusJson('50', alice, '<p>hello</p>') }]);
    type(text(), 'hello');
    type(contentWarning(), 'cw');
    fireEvent.change(screen.getByRole('combobox', { name: 'Visibility' }), {
      target: { value: 'unlisted' },
    });
    await clickPost();
    expect(text().value).toBe('');
    expect(contentWarning().value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Visibility' }).value).toBe(
      'unlisted',
    );
    expect(screen.queryByTestId('post-error')).toBeNull();
    expect(keys).toHaveLength(1);
    expect(services.root.entities.status('50')?.content).toBe('<p>hello</p>');
    expect(services.root.timelines.get({ type: 'home' }).visibleIds).toEqual(['50']);
  });

  it('keeps the draft after a failure, says why, and a retry cannot post twice', async () => {
    const { keys } = renderPosting([
      { status: 422, body: { error: 'Too long' } },
      { body: statusJson('51', alice, '<p>again</p>') },
    ]);
    type(text(), 'again');
    await clickPost();
    expect(text().value).toBe('again');
    expect(screen.getByTestId('post-error').textContent).toContain('Error: Too long (HTTP 422)');
    await clickPost();
    expect(text().value).toBe('');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

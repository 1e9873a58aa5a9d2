// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core/normalize';
import { StatusItem } from '../../src/web/components/status/StatusItem';
import { installDomShims } from './support/dom-shims';
import { accountJson, statusJson } from './support/fake-server';
import { renderWithServices, type TestServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

function put(services: TestServices, json: Record<string, unknown>): string {
  const result = normalizeStatus(json, 'example.test');
  if (!result) throw new Error('not a status');
  services.root.entities.ingest(result.bundle);
  return result.status.id;
}

function header(id: string): HTMLElement {
  const article = document.querySelector(`[data-status-id="${id}"]`) ?? document.body;
  const found = article.querySelector<HTMLElement>('.status-header');
  if (!found) throw new Error('no header');
  return found;
}

describe('a status on the web', () => {
  let services: TestServices;
  beforeEach(() => {
    installDomShims();
    services = testServices();
  });
  afterEach(cleanup);

  it.each([
    ['direct', 'Direct message'],
    ['private', 'Followers only'],
    ['unlisted', 'Unlisted'],
  ])('marks a %s status in its header with an SVG icon and words', (visibility, words) => {
    const id = put(services, statusJson('10', bob, '<p>Hello</p>', { visibility }));
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    const mark = header(id).querySelector('.status-visibility');
    expect(mark?.textContent?.trim()).toBe(words);
    expect(mark?.querySelector('svg')).not.toBeNull();
  });

  it('leaves a public status unmarked', () => {
    const id = put(services, statusJson('11', bob, '<p>Hello all</p>', { visibility: 'public' }));
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    expect(header(id).querySelector('.status-visibility')).toBeNull();
    expect(header(id).textContent).not.toMatch(/Direct|Followers|Unlisted|Public/);
  });

  it('shows a video whose preview is the video itself as its first frame, not a broken image', () => {
    const video = 'https://example.test/media/clip.webm';
    const id = put(
      services,
      statusJson('12', bob, '<p>Clip</p>', {
        media_attachments: [
          { id: 'v1', type: 'video', url: video, preview_url: video, description: 'a clip' },
        ],
      }),
    );
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    const item = document.querySelector('.gallery-item-video');
    expect(item?.querySelector('img')).toBeNull();
    const frame = item?.querySelector('video');
    expect(frame?.getAttribute('src')).toBe(video);
    expect(frame?.getAttribute('preload')).toBe('metadata');
    expect(screen.getByLabelText('a clip')).toBe(frame);
  });

  it('keeps a video’s own still image as its thumbnail', () => {
    const id = put(
      services,
      statusJson('13', bob, '<p>Clip</p>', {
        media_attachments: [
          {
            id: 'v2',
            type: 'video',
            url: 'https://example.test/media/clip.mp4',
            preview_url: 'https://example.test/media/clip-still.jpg',
          },
        ],
      }),
    );
    renderWithServices(<StatusItem id={id} />, services, '/main/public');
    const item = document.querySelector('.gallery-item-video');
    expect(item?.querySelector('img')?.getAttribute('src')).toBe(
      'https://example.test/media/clip-still.jpg',
    );
    expect(item?.querySelector('video')).toBeNull();
  });
});

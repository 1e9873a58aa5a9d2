// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeStatus } from '../../src/core';
import { EntityStore } from '../../src/core/model/entities';
import {
  MediaViewerStore,
  mediaViewerKind,
  mediaViewerOf,
  swipeDirection,
  viewableMedia,
} from '../../src/core/model/media-viewer';
import { MediaViewer } from '../../src/web/components/media-viewer/MediaViewer';
import { openMediaViewer } from '../../src/web/components/media-viewer/open';
import { installDomShims } from './support/dom-shims';
import { accountJson, statusJson } from './support/fake-server';
import { installPointerEvent } from './support/pointer-event';
import { renderWithServices, testServices } from './support/test-app';

const bob = accountJson('2', 'bob');

function media(id: string, type: string, description: string, mime?: string) {
  return {
    id,
    type,
    url: `https://example.test/media/${id}`,
    preview_url: `https://example.test/media/${id}-small`,
    description,
    pleroma: mime ? { mime_type: mime } : undefined,
  };
}

/** Five attachments: image, a plain file (left out), gifv, audio and a flash file. */
const ATTACHMENTS = [
  media('a', 'image', 'A lighthouse at dusk'),
  media('b', 'unknown', 'notes.pdf', 'application/pdf'),
  media('c', 'gifv', 'A kite looping'),
  media('d', 'audio', 'Waves'),
  media('e', 'unknown', 'An old game', 'application/x-shockwave-flash'),
];

function entitiesWithStatus(): EntityStore {
  const entities = new EntityStore();
  const normalized = normalizeStatus(
    statusJson('s1', bob, '<p>media</p>', { media_attachments: ATTACHMENTS }),
    'example.test',
  );
  if (!normalized) throw new Error('status did not normalize');
  entities.ingest(normalized.bundle);
  return entities;
}

describe('MediaViewerStore', () => {
  it('includes only image, video, audio and flash items', () => {
    const entities = entitiesWithStatus();
    const status = entities.status('s1');
    expect(status?.mediaAttachments.map((a) => mediaViewerKind(a))).toEqual([
      'image',
      null,
      'video',
      'audio',
      'flash',
    ]);
    expect(viewableMedia(status?.mediaAttachments ?? []).map((a) => a.id)).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
  });

  it('opens on an attachment by its gallery index, and not on a plain file', () => {
    const viewer = new MediaViewerStore(entitiesWithStatus());
    expect(viewer.state).toBe('closed');
    expect(viewer.open('s1', 1)).toBe(false);
    expect(viewer.state).toBe('closed');
    expect(viewer.open('s1', 2)).toBe(true);
    expect(viewer.state).toBe('open');
    expect(viewer.current?.id).toBe('c');
    expect(viewer.index).toBe(1);
  });

  it('wraps around at both ends and closes', () => {
    const viewer = new MediaViewerStore(entitiesWithStatus());
    viewer.open('s1', 4);
    expect(viewer.current?.id).toBe('e');
    viewer.next();
    expect(viewer.current?.id).toBe('a');
    viewer.previous();
    expect(viewer.current?.id).toBe('e');
    viewer.goTo(-1);
    expect(viewer.current?.id).toBe('e');
    viewer.close();
    expect(viewer.state).toBe('closed');
    expect(viewer.current).toBeUndefined();
  });

  it('closes when its status is deleted', () => {
    const entities = entitiesWithStatus();
    const viewer = new MediaViewerStore(entities);
    viewer.open('s1', 0);
    entities.markDeleted('s1');
    expect(viewer.isOpen).toBe(false);
  });

  it('counts a swipe past a quarter of the width', () => {
    expect(swipeDirection(-101, 400)).toBe('next');
    expect(swipeDirection(120, 400)).toBe('previous');
    expect(swipeDirection(-99, 400)).toBeNull();
    expect(swipeDirection(0, 400)).toBeNull();
  });
});

describe('MediaViewer', () => {
  beforeEach(() => {
    installPointerEvent();
    installDomShims();
    window.history.replaceState(null, '', '/notice/s1');
  });
  afterEach(cleanup);

  function renderViewer() {
    const services = testServices();
    const normalized = normalizeStatus(
      statusJson('s1', bob, '<p>media</p>', { media_attachments: ATTACHMENTS }),
      'example.test',
    );
    if (!normalized) throw new Error('status did not normalize');
    services.root.entities.ingest(normalized.bundle);
    renderWithServices(<MediaViewer />, services);
    return services;
  }

  const counter = () => screen.getByTestId('media-viewer-counter').textContent;
  const key = (name: string) =>
    act(() => {
      fireEvent.keyDown(window, { key: name });
    });

  it('opens through openMediaViewer with the description, and moves with the arrows (wrapping)', () => {
    renderViewer();
    expect(screen.queryByRole('dialog')).toBeNull();
    let opened = false;
    act(() => {
      opened = openMediaViewer('s1', 0);
    });
    expect(opened).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Media viewer' });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('A lighthouse at dusk');
    expect(screen.getByTestId('media-viewer-description').textContent).toBe('A lighthouse at dusk');
    expect(counter()).toBe('1 / 4');
    key('ArrowLeft');
    expect(counter()).toBe('4 / 4');
    expect(screen.getByText('Flash content cannot be played here.')).toBeTruthy();
    key('ArrowRight');
    expect(counter()).toBe('1 / 4');
    key('ArrowRight');
    expect(counter()).toBe('2 / 4');
    expect(dialog.querySelector('video')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(dialog.querySelector('audio')).toBeTruthy();
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on a plain file', () => {
    renderViewer();
    let opened = true;
    act(() => {
      opened = openMediaViewer('s1', 1);
    });
    expect(opened).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pushes a history entry when it opens; the browser back button closes it', async () => {
    const services = renderViewer();
    const length = window.history.length;
    act(() => {
      openMediaViewer('s1', 2);
    });
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/notice/s1');
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.root.use(mediaViewerOf).isOpen).toBe(false);
    expect(window.location.pathname).toBe('/notice/s1');
  });

  it('closing it otherwise takes its history entry off again', async () => {
    renderViewer();
    act(() => {
      openMediaViewer('s1', 0);
    });
    expect((window.history.state as Record<string, unknown>).petrelMediaViewer).toBe(true);
    key('Escape');
    await waitFor(() => expect(window.history.state?.petrelMediaViewer).toBeUndefined());
  });

  it('swipes on touch past a quarter of the window width', () => {
    renderViewer();
    act(() => {
      openMediaViewer('s1', 0);
    });
    const figure = screen.getByRole('dialog').querySelector('figure') as HTMLElement;
    const swipe = (from: number, to: number) =>
      act(() => {
        fireEvent.pointerDown(figure, { pointerType: 'touch', pointerId: 1, clientX: from });
        fireEvent.pointerUp(figure, { pointerType: 'touch', pointerId: 1, clientX: to });
      });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    swipe(300, 250); // 50 px: too short
    expect(counter()).toBe('1 / 4');
    swipe(300, 150); // 150 px to the left: next
    expect(counter()).toBe('2 / 4');
    swipe(100, 250); // to the right: previous
    expect(counter()).toBe('1 / 4');
  });

  it('pinch-zooms the image with two fingers; released below 1.2 it snaps back to 1', () => {
    renderViewer();
    act(() => {
      openMediaViewer('s1', 0);
    });
    const image = screen.getByRole('img', { name: 'A lighthouse at dusk' });
    // jsdom lays nothing out: the image's box is 200 x 100 at (100, 100), centre (200, 150).
    image.getBoundingClientRect = () => new DOMRect(100, 100, 200, 100);
    const touch = (type: 'Down' | 'Move' | 'Up', id: number, x: number, y = 150) =>
      act(() => {
        fireEvent[`pointer${type}`](image, {
          pointerType: 'touch',
          pointerId: id,
          clientX: x,
          clientY: y,
        });
      });
    /** Two fingers (ids `id`, `id + 1`) from x `from` to x `to`; the transform before release. */
    const pinch = (id: number, from: [number, number], to: [number, number]) => {
      touch('Down', id, from[0]);
      touch('Down', id + 1, from[1]);
      touch('Move', id, to[0]);
      touch('Move', id + 1, to[1]);
      const during = image.style.transform;
      touch('Up', id, to[0]);
      touch('Up', id + 1, to[1]);
      return during;
    };
    // Fingers 40 px apart spread to 80 px: twice the size, about the image's centre.
    expect(pinch(1, [180, 220], [160, 240])).toBe('translate(0px, 0px) scale(2)');
    expect(image.style.transform).toBe('translate(0px, 0px) scale(2)');
    // Zoomed, one finger pans the image (within its bounds) instead of swiping.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    image.getBoundingClientRect = () => new DOMRect(0, 50, 400, 200);
    touch('Down', 3, 300);
    touch('Move', 3, 150);
    touch('Up', 3, 150);
    expect(counter()).toBe('1 / 4');
    expect(image.style.transform).toBe('translate(-100px, 0px) scale(2)');
    // Pinching back in to 1.1x and letting go snaps the image back to its fitted size.
    image.getBoundingClientRect = () => new DOMRect(-100, 50, 400, 200);
    expect(pinch(4, [100, 300], [145, 255])).toContain('scale(1.1)');
    expect(image.style.transform).toBe('');
  });

  it('a second finger turns a swipe into a pinch: no step', () => {
    renderViewer();
    act(() => {
      openMediaViewer('s1', 0);
    });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 });
    const image = screen.getByRole('img', { name: 'A lighthouse at dusk' });
    act(() => {
      fireEvent.pointerDown(image, { pointerType: 'touch', pointerId: 1, clientX: 300 });
      fireEvent.pointerDown(image, { pointerType: 'touch', pointerId: 2, clientX: 320 });
      fireEvent.pointerUp(image, { pointerType: 'touch', pointerId: 1, clientX: 100 });
      fireEvent.pointerUp(image, { pointerType: 'touch', pointerId: 2, clientX: 120 });
    });
    expect(counter()).toBe('1 / 4');
  });

  it('closes from the close button', () => {
    renderViewer();
    act(() => {
      openMediaViewer('s1', 0);
    });
    act(() => {
      fireEvent.click(
        screen.getAllByRole('button', { name: 'Close media viewer' })[1] as HTMLElement,
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

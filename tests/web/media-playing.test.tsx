// @vitest-environment jsdom
// Spec part 1 §4 "per-status display properties: … mediaPlaying": a status says so while one
// of its players plays, and the timeline keeps its row drawn out of the window meanwhile.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaPlaying } from '../../src/web/components/status/MediaPlaying';
import { keptRows, rowsWithKept } from '../../src/web/components/timeline/virtual-core';
import { renderWithServices, testServices } from './support/test-app';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  keptRows.clear();
});

/** A timeline row (as TimelineList draws it) holding a status with two players. */
function row(entryId: string, statusId: string) {
  const element = document.createElement('div');
  element.dataset.index = '7';
  element.dataset.entryId = entryId;
  const article = document.createElement('article');
  article.dataset.statusId = statusId;
  const song = document.createElement('audio');
  const clip = document.createElement('video');
  article.append(song, clip);
  element.append(article);
  document.body.append(element);
  return { song, clip };
}

describe('mediaPlaying', () => {
  it('is on while any player of the status plays, and keeps its row drawn', async () => {
    const services = testServices();
    const { statusView } = services.model.reading;
    renderWithServices(<MediaPlaying />, services);
    const { song, clip } = row('r1', 's1');

    song.dispatchEvent(new Event('play'));
    expect(statusView.has('s1', 'mediaPlaying')).toBe(true);
    await waitFor(() => expect(keptRows.has('r1')).toBe(true));
    clip.dispatchEvent(new Event('play'));
    song.dispatchEvent(new Event('pause'));
    expect(statusView.has('s1', 'mediaPlaying')).toBe(true);
    clip.dispatchEvent(new Event('ended'));
    expect(statusView.has('s1', 'mediaPlaying')).toBe(false);
    await waitFor(() => expect(keptRows.has('r1')).toBe(false));
  });

  it('the kept rows join the window’s rows, in order', () => {
    keptRows.add('far');
    const keys = ['a', 'b', 'c', 'd', 'e', 'far', 'g'];
    const range = { startIndex: 0, endIndex: 1, overscan: 1, count: keys.length };
    expect(rowsWithKept((index) => keys[index])(range)).toEqual([0, 1, 2, 5]);
  });
});

import { testClipWebm } from './clip-webm';
import { gradientPng } from './png';
import type { StatusRecord } from './records';
import type { MinutesAgo, Post, SeedRefs } from './seed-refs';
import type { SandboxState } from './state';
import { toneWav } from './wav';

/** One post per attachment type: image, video, audio and a plain file. */
export function seedMediaPosts(
  state: SandboxState,
  users: SeedRefs['users'],
  at: MinutesAgo,
  post: Post,
): { image: StatusRecord; video: StatusRecord; audio: StatusRecord } {
  // -- image attachment -----------------------------------------------------------------
  const photo = state.addMedia(
    {
      ownerId: users.bob,
      type: 'image',
      mimeType: 'image/png',
      path: '/media/harbour-sunset.png',
      description:
        'A gradient from deep blue to orange, standing in for a sunset over the harbour.',
      width: 480,
      height: 320,
      blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      name: 'harbour-sunset.png',
    },
    () => gradientPng(480, 320, [20, 40, 110], [250, 150, 60]),
    at(6300),
  );
  const image = post('bob', 6300, 'Sunset over the harbour tonight. #photography', {
    media_ids: [photo.id],
  });

  // -- video, audio and a plain file: one attachment of every other type ------------------
  const clip = state.addMedia(
    {
      ownerId: users.erin,
      type: 'video',
      mimeType: 'video/webm',
      path: '/media/kite-test-pattern.webm',
      description: 'A one-second test pattern standing in for kite footage.',
      width: 96,
      height: 64,
      blurhash: null,
      name: 'kite-test-pattern.webm',
    },
    testClipWebm,
    at(6250),
  );
  const tone = state.addMedia(
    {
      ownerId: users.carol,
      type: 'audio',
      mimeType: 'audio/wav',
      path: '/media/harbour-bell.wav',
      description: 'A two-second bell-like tone from the harbour.',
      width: 0,
      height: 0,
      blurhash: null,
      name: 'harbour-bell.wav',
    },
    () => toneWav(2, 660),
    at(6240),
  );
  const checklist = state.addMedia(
    {
      ownerId: users.alice,
      type: 'unknown',
      mimeType: 'text/plain',
      path: '/media/picnic-checklist.txt',
      description: 'Picnic checklist',
      width: 0,
      height: 0,
      blurhash: null,
      name: 'picnic-checklist.txt',
    },
    Buffer.from('Blanket\nLemon cake\nKites (two)\nJackets\n'),
    at(6230),
  );
  const video = post(
    'erin@social.example',
    6250,
    'First test flight, filmed from the beach. #kites',
    {
      media_ids: [clip.id],
    },
  );
  const audio = post('carol', 6240, 'The harbour bell at noon, recorded for you.', {
    media_ids: [tone.id],
  });
  post('alice', 6230, 'Checklist for Saturday attached.', { media_ids: [checklist.id] });
  return { image, video, audio };
}

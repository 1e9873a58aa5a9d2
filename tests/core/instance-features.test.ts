import { describe, expect, it } from 'vitest';
import { instanceFeatures } from '../../src/core/view/instance-features';

/** Spec part 1 §2: the features panel lists what the instance offers. */
function instance(features: string[], chats: boolean, textLimit = 5000) {
  return {
    has: (name: string) => features.includes(name),
    textLimit,
    capabilities: { chats } as never,
  };
}

describe('the features panel', () => {
  it('lists the shoutbox, chats, media proxy, scope options and the text limit in that order', () => {
    expect(instanceFeatures(instance(['shout', 'media_proxy'], true, 7000))).toEqual([
      { key: 'shout' },
      { key: 'chats' },
      { key: 'media_proxy' },
      { key: 'scope_options' },
      { key: 'text_limit', params: { limit: 7000 } },
    ]);
  });

  it('leaves out what the instance lacks', () => {
    expect(instanceFeatures(instance([], false)).map((line) => line.key)).toEqual([
      'scope_options',
      'text_limit',
    ]);
  });
});

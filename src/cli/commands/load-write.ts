import type * as Write from './write';

/**
 * The write commands' handlers (post, edit, scheduled, drafts, upload, the status actions)
 * and the model only they use (the post form, drafts, media uploads). Their commands and
 * options are defined with the others, so help is complete; the code that runs them is
 * loaded when one runs: in the build, a chunk of dist/cli/split/ of its own, sharing the
 * other chunks' modules rather than holding copies (bin/split-bundle.mjs).
 */
export function loadWrite(): Promise<typeof Write> {
  return import('./write');
}

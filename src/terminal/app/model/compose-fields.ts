import type { ComposeStore } from '../../../core';

/**
 * The post form's fields in Tab order: the text, the content warning, the poll's options and
 * its run when a poll is open, and the time to publish at. A field is named by a key
 * (`text`, `cw`, `option:2`, `expiry`, `at`) so cursors survive options coming and going.
 */
export type ComposeFieldKey = 'text' | 'cw' | 'media' | `option:${number}` | 'expiry' | 'at';

export function composeFields(compose: ComposeStore, scheduling: boolean): ComposeFieldKey[] {
  // The attach line follows the warning (files: attach by path, then describe).
  const fields: ComposeFieldKey[] = ['text', 'cw', 'media'];
  if (compose.pollOpen) {
    for (let index = 0; index < compose.poll.options.length; index++)
      fields.push(`option:${index}`);
    fields.push('expiry');
  }
  if (scheduling) fields.push('at');
  return fields;
}

export function optionIndex(field: ComposeFieldKey): number | undefined {
  return field.startsWith('option:') ? Number(field.slice('option:'.length)) : undefined;
}

/** The next (or previous) field, wrapping; an unknown current field starts at the text. */
export function stepField(
  fields: readonly ComposeFieldKey[],
  current: ComposeFieldKey,
  step: 1 | -1,
): ComposeFieldKey {
  const index = fields.indexOf(current);
  if (index < 0) return 'text';
  return fields[(index + step + fields.length) % fields.length]!;
}

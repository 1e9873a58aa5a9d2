import type { Capabilities } from '../api/capabilities';
import { num, obj } from '../normalize/read';

export interface FieldLimits {
  maxFields: number;
  nameLength: number;
  valueLength: number;
}

/** Profile field limits of `/api/v1/instance` (`pleroma.metadata.fields_limits`), else Pleroma's. */
export function fieldLimitsOf(instance: unknown): FieldLimits {
  const raw = obj(obj(obj(obj(instance).pleroma).metadata).fields_limits);
  return {
    maxFields: num(raw.max_fields, 10),
    nameLength: num(raw.name_length, 512),
    valueLength: num(raw.value_length, 2048),
  };
}

import type { CredentialChanges, ProfileImage } from '../api/credentials';

/**
 * Local checks of a profile change against the instance limits (spec part 2 §3 "uploadlimit
 * (also avatar, background and banner limits)", "field limits"), made before anything is sent.
 */
export type ProfileProblem =
  | {
      kind: 'image_too_big';
      which: 'avatar' | 'header' | 'background';
      size: number;
      allowed: number;
    }
  | { kind: 'not_an_image'; which: 'avatar' | 'header' | 'background'; name: string }
  | { kind: 'too_many_fields'; count: number; allowed: number }
  | { kind: 'field_name_too_long'; index: number; allowed: number }
  | { kind: 'field_value_too_long'; index: number; allowed: number };

/** Spec part 2 §5: the recommended minimum avatar size (pixels, square). */
export const RECOMMENDED_AVATAR_SIZE = 150;

function imageProblem(
  which: 'avatar' | 'header' | 'background',
  image: ProfileImage | null | undefined,
  allowed: number | null,
): ProfileProblem | null {
  if (!image) return null;
  if (!image.type.startsWith('image/')) return { kind: 'not_an_image', which, name: image.name };
  if (allowed !== null && image.size > allowed)
    return { kind: 'image_too_big', which, size: image.size, allowed };
  return null;
}

export function profileProblems(
  changes: CredentialChanges,
  capabilities: Pick<Capabilities, 'uploadLimits'>,
  fieldLimits: FieldLimits,
): ProfileProblem[] {
  const limits = capabilities.uploadLimits;
  const problems = [
    imageProblem('avatar', changes.avatar, limits.avatar ?? limits.general),
    imageProblem('header', changes.header, limits.banner ?? limits.general),
    imageProblem('background', changes.background, limits.background ?? limits.general),
  ].filter((p): p is ProfileProblem => p !== null);
  const fields = changes.fields;
  if (fields) {
    const { maxFields, nameLength, valueLength } = fieldLimits;
    if (fields.length > maxFields)
      problems.push({ kind: 'too_many_fields', count: fields.length, allowed: maxFields });
    fields.forEach((field, index) => {
      if ([...field.name].length > nameLength)
        problems.push({ kind: 'field_name_too_long', index, allowed: nameLength });
      if ([...field.value].length > valueLength)
        problems.push({ kind: 'field_value_too_long', index, allowed: valueLength });
    });
  }
  return problems;
}

import type { UploadError } from '../../core/model/compose-media';
import type { Translate } from '../i18n/locale-types';
import { type FileSize, fileSizeFormat, localNumber } from './file-size';

/** "12.5MiB" in the catalogue's units, the number as `language` writes it ("12,5MiB"). */
export function fileSizeText(bytes: number, t: Translate, language?: string): string {
  const size: FileSize = fileSizeFormat(bytes);
  return `${localNumber(size.num, language)}${t(`upload.file_size_units.${size.unit}`)}`;
}

/**
 * An upload failure as the spec words it: `upload.error.base` plus the reason
 * ("Upload failed. File too big [20MiB / 16MiB]", "Upload failed. Try again later"), or
 * "Upload failed: {detail}" with the server's own words.
 */
export function uploadErrorText(error: UploadError, t: Translate, language?: string): string {
  switch (error.kind) {
    case 'file_too_big': {
      const size = fileSizeFormat(error.size);
      const allowed = fileSizeFormat(error.allowed);
      return `${t('upload.error.base')} ${t('upload.error.file_too_big', {
        filesize: localNumber(size.num, language),
        filesizeunit: t(`upload.file_size_units.${size.unit}`),
        allowedsize: localNumber(allowed.num, language),
        allowedsizeunit: t(`upload.file_size_units.${allowed.unit}`),
      })}`;
    }
    case 'server':
      return t('upload.error.message', { detail: error.detail });
    case 'default':
      return `${t('upload.error.base')} ${t('upload.error.default')}`;
  }
}

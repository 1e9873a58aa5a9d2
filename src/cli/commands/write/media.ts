import type { Attachment } from '../../../core/domain/types';
import { describeError } from '../../../core/errors';
import {
  ComposeMediaStore,
  type PickedFile,
  type UploadError,
} from '../../../core/model/compose-media';
import type { RootStore } from '../../../core/model/root';
import { stickerCatalogueOf } from '../../../core/model/stickers';
import { toApiJson } from '../../../core/serialize/api-json';
import { terminalText } from '../../../shared/text/terminal-safe';
import {
  isLocalFileProblem,
  localFileProblemText,
  readLocalFile,
} from '../../../terminal/ports/local-file';
import { nodeStickerBytes } from '../../../terminal/ports/sticker-bytes';
import { type GlobalOptions, requireLogin, withContext } from '../../context';
import { CliError, ExitCode, usageError } from '../../exit-codes';
import { printJson, printLine } from '../../io';

import type { MediaChoice } from '../media';

/**
 * Every file read (a missing one is exit 2) before anything is sent. Stickers need the
 * server: without `sticker` they are skipped (the check before login); with it, each is
 * fetched in its place.
 */
export async function pickFiles(
  choices: readonly MediaChoice[],
  sticker?: (ref: string) => Promise<PickedFile>,
): Promise<Array<{ file: PickedFile; description: string }>> {
  const picked: Array<{ file: PickedFile; description: string }> = [];
  for (const choice of choices) {
    if (choice.sticker) {
      if (sticker)
        picked.push({ file: await sticker(choice.path), description: choice.description ?? '' });
      continue;
    }
    const file = await readLocalFile(choice.path);
    if (isLocalFileProblem(file)) throw usageError(localFileProblemText(file));
    picked.push({ file, description: choice.description ?? '' });
  }
  return picked;
}

/**
 * Upload the files of a post or of `petrel upload`, each separately, through the post form's
 * media store: the instance limits are checked for all of them first (exit 2), then each
 * upload's failure stops the command with the spec's words.
 */
export async function uploadFiles(
  root: RootStore,
  picked: ReadonlyArray<{ file: PickedFile; description: string }>,
): Promise<Attachment[]> {
  await root.instance.load(root.client);
  const media = new ComposeMediaStore({
    client: () => root.client,
    clock: root.ports.clock,
    uploadLimit: () => root.instance.info?.uploadLimit ?? 0,
    fileLimit: () => root.instance.capabilities.maxMediaAttachments,
  });
  const limit = root.instance.capabilities.maxMediaAttachments;
  if (limit !== null && picked.length > limit)
    throw usageError(`${root.session.server} allows at most ${limit} files per post`);
  for (const { file } of picked) {
    const refusal = media.check(file);
    if (refusal) throw usageError(`${file.name}: ${await uploadErrorSentence(refusal)}`);
  }
  const uploaded: Attachment[] = [];
  for (const { file, description } of picked) {
    const attachment = await media.uploadFile(file, description);
    if (!attachment) {
      // A network error keeps its own exit code and words; a refusal gets the spec's.
      if (media.error?.kind !== 'server') throw media.failure;
      throw new CliError(
        `${file.name}: ${await uploadErrorSentence(media.error)}`,
        ExitCode.server,
      );
    }
    uploaded.push(attachment);
  }
  return uploaded;
}

/**
 * `--sticker PACK/NAME`: the server's sticker (Pleroma-FE's sticker picker), fetched to be
 * uploaded like a file. A server without packs, or an unknown name, is exit 2 naming what
 * there is.
 */
export async function stickerFile(root: RootStore, ref: string): Promise<PickedFile> {
  const catalogue = stickerCatalogueOf(root);
  await catalogue.load();
  const server = root.session.server ?? 'this server';
  if (catalogue.state === 'failed')
    throw new CliError(`${server} did not list its stickers; try again later`, ExitCode.server);
  if (!catalogue.available) throw usageError(`${server} has no stickers`);
  const found = catalogue.find(ref);
  if (!found)
    throw usageError(`No such sticker: ${ref}; ${server} has ${catalogue.refs.join(', ')}`);
  let blob: Blob;
  try {
    blob = await nodeStickerBytes(found.sticker.url);
  } catch (error) {
    throw new CliError(
      `${ref}: the sticker's image could not be fetched (${describeError(error)})`,
      ExitCode.server,
    );
  }
  return { name: found.sticker.file, size: blob.size, type: blob.type || 'image/png', blob };
}

/** The spec's English words (the catalogue is loaded only when something went wrong). */
async function uploadErrorSentence(error: UploadError): Promise<string> {
  const [{ createI18n, translator }, { uploadErrorText }] = await Promise.all([
    import('../../../shared/i18n'),
    import('../../../shared/format/upload-error'),
  ]);
  return uploadErrorText(error, translator(createI18n('en')));
}

/** `petrel upload FILE`. */
export async function upload(
  global: GlobalOptions,
  path: string,
  options: { description?: string; json?: boolean },
): Promise<void> {
  const picked = await pickFiles([{ path, description: options.description }]);
  await withContext(global, async ({ root }) => {
    requireLogin(root);
    const [attachment] = await uploadFiles(root, picked);
    if (!attachment) return;
    if (options.json) printJson(toApiJson.attachment(attachment));
    else
      printLine(
        terminalText(
          `Uploaded ${attachment.id} ${attachment.type} ${attachment.url}${
            attachment.description ? ` "${attachment.description}"` : ''
          }`,
        ),
      );
  });
}

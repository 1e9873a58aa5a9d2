import { type Command, InvalidArgumentError } from 'commander';
import {
  type CredentialChanges,
  credentialsOf,
  type ProfileImage,
} from '../../core/api/credentials';
import { fieldLimitsOf, type ProfileProblem, profileProblems } from '../../core/model/profile-edit';
import { toApiJson } from '../../core/serialize/api-json';
import { terminalText } from '../../shared/text/terminal-safe';
import {
  isLocalFileProblem,
  localFileProblemText,
  readLocalFile,
} from '../../terminal/ports/local-file';
import { type GlobalOptions, requireLogin, withContext } from '../context';
import { usageError } from '../exit-codes';
import { printJson, printLine } from '../io';

/**
 * `petrel profile edit` (issue 14, spec part 2 §2 profile tab, §7 update_credentials): change
 * one's own name, bio, images, fields and flags. The instance limits (image sizes, field
 * count and lengths) are checked before anything is sent (exit 2).
 */

interface EditOptions {
  name?: string;
  bio?: string;
  avatar?: string;
  header?: string;
  background?: string;
  locked?: boolean;
  bot?: boolean;
  discoverable?: boolean;
  field?: Array<{ name: string; value: string }>;
  clearFields?: boolean;
  birthday?: string;
  showBirthday?: boolean;
  json?: boolean;
}

function fieldOption(
  text: string,
  previous: Array<{ name: string; value: string }> = [],
): Array<{ name: string; value: string }> {
  const at = text.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError('a field is written name=value');
  return [...previous, { name: text.slice(0, at).trim(), value: text.slice(at + 1).trim() }];
}

function birthdayOption(text: string): string {
  if (text !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new InvalidArgumentError('a birthday is written YYYY-MM-DD (or "" to remove it)');
  return text;
}

const WHICH = { avatar: 'avatar', header: 'header (banner)', background: 'background' } as const;

function sizeText(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 100) / 100} ${units[unit]}`;
}

function problemText(problem: ProfileProblem): string {
  switch (problem.kind) {
    case 'image_too_big':
      return `The ${WHICH[problem.which]} is too big [${sizeText(problem.size)} / ${sizeText(problem.allowed)}]`;
    case 'not_an_image':
      return `The ${WHICH[problem.which]} must be an image (${problem.name} is not)`;
    case 'too_many_fields':
      return `The server allows at most ${problem.allowed} profile fields (got ${problem.count})`;
    case 'field_name_too_long':
      return `Field ${problem.index + 1}: the name may have at most ${problem.allowed} characters`;
    case 'field_value_too_long':
      return `Field ${problem.index + 1}: the value may have at most ${problem.allowed} characters`;
  }
}

async function image(path: string | undefined): Promise<ProfileImage | undefined> {
  if (path === undefined) return undefined;
  const file = await readLocalFile(path);
  if (isLocalFileProblem(file)) throw usageError(localFileProblemText(file));
  return file;
}

async function changesOf(options: EditOptions): Promise<CredentialChanges> {
  const changes: CredentialChanges = {
    displayName: options.name,
    note: options.bio,
    locked: options.locked,
    bot: options.bot,
    discoverable: options.discoverable,
    birthday: options.birthday,
    showBirthday: options.showBirthday,
    fields: options.clearFields ? [] : options.field,
    avatar: await image(options.avatar),
    header: await image(options.header),
    background: await image(options.background),
  };
  for (const key of Object.keys(changes) as Array<keyof CredentialChanges>)
    if (changes[key] === undefined) delete changes[key];
  return changes;
}

export function addProfileEdit(profile: Command, global: () => GlobalOptions): void {
  profile
    .command('edit')
    .description('change your own profile: name, bio, avatar, header, fields and flags')
    .option('--name <text>', 'display name')
    .option('--bio <text>', 'bio (plain text)')
    .option('--avatar <file>', 'avatar image (square, at least 150x150 recommended)')
    .option('--header <file>', 'header (banner) image')
    .option('--background <file>', 'background image')
    .option('--locked', 'approve followers by hand')
    .option('--no-locked', 'let anyone follow')
    .option('--bot', 'mark the account as a bot')
    .option('--no-bot', 'unmark the account as a bot')
    .option('--discoverable', 'list the account in the directory and search')
    .option('--no-discoverable', 'keep the account out of the directory')
    .option(
      '--field <name=value>',
      'a profile field (repeat for each; replaces all fields)',
      fieldOption,
    )
    .option('--clear-fields', 'remove every profile field')
    .option('--birthday <YYYY-MM-DD>', 'birthday ("" removes it)', birthdayOption)
    .option('--show-birthday', 'show the birthday on the profile')
    .option('--no-show-birthday', 'hide the birthday')
    .option('--json', 'print the updated account as JSON')
    .action(async (options: EditOptions) => {
      const changes = await changesOf(options);
      if (Object.keys(changes).length === 0) {
        throw usageError('Nothing to change: give at least one option (see --help)');
      }
      await withContext(global(), async ({ root }) => {
        requireLogin(root);
        await root.instance.load(root.client);
        const fieldLimits = changes.fields
          ? fieldLimitsOf((await root.client.http.request('GET', '/api/v1/instance')).data)
          : fieldLimitsOf(null);
        const problems = profileProblems(changes, root.instance.capabilities, fieldLimits);
        if (problems.length > 0) throw usageError(problems.map(problemText).join('\n'));
        const own = await credentialsOf(root.client).update(changes);
        root.entities.ingest({ accounts: [own.account], statuses: [] });
        if (options.json) {
          printJson(toApiJson.account(own.account));
          return;
        }
        printLine(terminalText(`Profile of @${own.account.fqn} updated.`));
      });
    });
}

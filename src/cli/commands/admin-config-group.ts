import type { Command } from 'commander';
import type { GlobalOptions } from '../context';
import { registerAdminConfig } from './admin/config';

/**
 * `petrel admin`, for now with `config` only (issue 15). Temporary: the moderation
 * commands' group (worktree adminmod) takes `registerAdminConfig` in when the two merge.
 */
export function registerAdminConfigGroup(program: Command, global: () => GlobalOptions): void {
  const admin = program
    .command('admin')
    .description("run the instance (admins and moderators): the instance's configuration");
  registerAdminConfig(admin, global);
}

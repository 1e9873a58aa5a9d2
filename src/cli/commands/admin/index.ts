import type { Command } from 'commander';
import type { GlobalOptions } from '../../context';
import { registerAdminConfig } from './config';
import { registerAdminDesk } from './desk';
import { registerAdminDocuments } from './documents';
import { registerAdminEmoji } from './emoji';
import { registerAdminReports } from './reports';
import { registerAdminStatuses } from './statuses';
import { registerAdminUsers } from './users';

/** How one `petrel admin` subcommand module adds itself to the group. */
export type AdminSubcommand = (admin: Command, global: () => GlobalOptions) => void;

/**
 * The modules of `petrel admin`, in help order. Adding a subcommand is one line here
 * (`config`: the instance's configuration, admin-config).
 */
export const ADMIN_SUBCOMMANDS: readonly AdminSubcommand[] = [
  registerAdminUsers,
  registerAdminReports,
  registerAdminStatuses,
  registerAdminDesk,
  registerAdminConfig,
  registerAdminDocuments,
  registerAdminEmoji,
];

/** `petrel admin …`: run the instance (staff only; each part needs its privilege). */
export function registerAdmin(program: Command, global: () => GlobalOptions): void {
  const admin = program
    .command('admin')
    .description(
      'run the instance: users, reports, statuses, log, invites, relays, stats, config, docs, emoji (staff only)',
    );
  for (const register of ADMIN_SUBCOMMANDS) register(admin, global);
}

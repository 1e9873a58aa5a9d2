import { resolveAccountOn, resolveStatusOn } from '../core/model/act-as';
import type { RootStore } from '../core/model/root';
import { storedAccountNamed } from './accounts';
import type { ActTarget } from './act-as';
import { type GlobalOptions, requireLogin, withContext } from './context';
import { CliError, ExitCode } from './exit-codes';
import { fetchStatus, lookupAccount } from './lookup';

/**
 * `--as NAME` (see act-as.ts): the account NAME names, and `named` (the command's status or
 * account) as NAME's server knows it, when it is a string.
 */
export function actAs(
  global: GlobalOptions,
  as: string,
  kind: ActTarget['kind'],
  named: unknown,
): Promise<{ actor: string; id: string | undefined }> {
  return withContext(global, async ({ root }) => {
    const actor = storedAccountNamed(root.session.storedAccounts, as);
    if (typeof named !== 'string') return { actor: actor.key, id: undefined };
    requireLogin(root);
    const id = await resolveAs(root, actor.key, kind, named);
    return { actor: actor.key, id };
  });
}

/** `named` (a status id, or an account name or id) as `actor`'s server knows it. */
async function resolveAs(
  root: RootStore,
  actor: string,
  kind: ActTarget['kind'],
  named: string,
): Promise<string> {
  const source = root.scope.account;
  if (!source || source.key === actor) return named;
  const scope = root.scopeOf(actor);
  if (!scope) throw new CliError(`No token is stored for ${actor}`, ExitCode.notLoggedIn);
  const actorServer = scope.account?.server ?? '';
  if (kind === 'status') {
    const { status } = await fetchStatus(root, named);
    const resolution = await resolveStatusOn(scope, status, source.server);
    if (resolution.kind === 'resolved') return resolution.id;
    if (resolution.kind === 'failed') throw resolution.error;
    throw new CliError(
      `Status ${named} (${status.uri}) could not be found from ${actor}: ${actorServer} did not resolve it (it may be private, deleted, or not reachable from there)`,
      ExitCode.failure,
    );
  }
  const account = await lookupAccount(root, named);
  const resolution = await resolveAccountOn(scope, account, source.server);
  if (resolution.kind === 'resolved') return resolution.id;
  if (resolution.kind === 'failed') throw resolution.error;
  throw new CliError(
    `Account ${account.fqn} could not be found from ${actor}: ${actorServer} did not resolve it`,
    ExitCode.failure,
  );
}

import { SandboxError } from '../errors';
import { json, type Reply, type RequestContext } from '../http';
import type { Json, JsonObject } from '../json';
import type { RouteDef } from '../router';
import { viewerOf } from '../routes/common';
import { CONFIG_DESCRIPTIONS } from './config-descriptions';
import { type ConfigChange, keywordValue } from './config-store';

/**
 * The instance configuration part of Pleroma's admin API: database config, its
 * descriptions, front-ends. Admins only (Pleroma: moderators are 403 "User is not an
 * admin.", members "User is not a staff member."). With the `no-db-config` quirk the config
 * routes answer 400 as a Pleroma without `configurable_from_database` does.
 */

/** Pleroma's answer when `configurable_from_database` is off (named, as clients look for it). */
export const NO_DB_CONFIG_ERROR =
  'To use this endpoint you need to enable configuration from database (configurable_from_database).';

function requireAdmin(ctx: RequestContext): void {
  const viewer = viewerOf(ctx);
  if (viewer.role === 'member') throw new SandboxError(403, 'User is not a staff member.');
  if (viewer.role !== 'admin') throw new SandboxError(403, 'User is not an admin.');
}

function requireDbConfig(ctx: RequestContext): void {
  requireAdmin(ctx);
  if (ctx.state.quirks.has('no-db-config')) throw new SandboxError(400, NO_DB_CONFIG_ERROR);
}

function showConfig(ctx: RequestContext): Reply {
  requireDbConfig(ctx);
  const onlyDb = ctx.query.bool('only_db') ?? false;
  return json({
    configs: ctx.state.adminConfig.all(onlyDb) as unknown as Json,
    need_reboot: false,
  });
}

function readChanges(ctx: RequestContext): ConfigChange[] {
  const raw = ctx.body.raw('configs');
  if (!Array.isArray(raw)) throw new SandboxError(400, 'configs must be a list');
  return raw.map((item) => {
    if (!item || typeof item !== 'object') throw new SandboxError(400, 'Invalid config');
    const c = item as Record<string, unknown>;
    if (typeof c.group !== 'string' || typeof c.key !== 'string')
      throw new SandboxError(400, 'Invalid config: group and key are required');
    const deleting = c.delete === true || c.delete === 'true';
    if (!deleting && c.value === undefined)
      throw new SandboxError(400, `Invalid config ${c.group} ${c.key}: no value`);
    return {
      group: c.group,
      key: c.key,
      ...(c.value !== undefined ? { value: c.value as Json } : {}),
      ...(deleting ? { delete: true } : {}),
      ...(Array.isArray(c.subkeys) ? { subkeys: c.subkeys.map(String) } : {}),
    };
  });
}

function updateConfig(ctx: RequestContext): Reply {
  requireDbConfig(ctx);
  const configs = ctx.state.adminConfig.update(readChanges(ctx));
  return json({ configs: configs as unknown as Json, need_reboot: false });
}

/** The front-ends Pleroma offers (`:frontends, :available`) and those installed, with their refs. */
function frontendList(ctx: RequestContext): JsonObject[] {
  const config = ctx.state.adminConfig;
  const available = keywordValue(config.value(':pleroma', ':frontends'), ':available');
  const entries =
    available && typeof available === 'object' && !Array.isArray(available)
      ? Object.values(available)
      : [];
  const out: JsonObject[] = [];
  const listed = new Set<string>();
  for (const fe of entries) {
    if (!fe || typeof fe !== 'object' || Array.isArray(fe) || typeof fe.name !== 'string') continue;
    listed.add(fe.name);
    const refs = [...(config.installedFrontends.get(fe.name) ?? [])];
    out.push({
      name: fe.name,
      git: typeof fe.git === 'string' ? fe.git : null,
      build_url: typeof fe.build_url === 'string' ? fe.build_url : null,
      ref: typeof fe.ref === 'string' ? fe.ref : null,
      installed: refs.length > 0,
      installed_refs: refs,
    });
  }
  // Installed from a build URL without being configured (Petrel itself, say).
  for (const [name, refs] of config.installedFrontends) {
    if (listed.has(name)) continue;
    const list = [...refs];
    out.push({
      name,
      git: null,
      build_url: config.frontendBuildUrls.get(name) ?? null,
      ref: list.at(-1) ?? null,
      installed: true,
      installed_refs: list,
    });
  }
  return out;
}

function installFrontend(ctx: RequestContext): Reply {
  requireAdmin(ctx);
  const name = ctx.body.str('name');
  if (!name) throw new SandboxError(400, 'Frontend name is required');
  const known = frontendList(ctx).find((fe) => fe.name === name);
  const ref = ctx.body.str('ref') ?? (typeof known?.ref === 'string' ? known.ref : undefined);
  if (!ref) throw new SandboxError(400, 'No ref given or configured');
  const buildUrl = ctx.body.str('build_url') ?? (known?.build_url as string | null | undefined);
  if (!buildUrl && !ctx.body.str('file'))
    throw new SandboxError(400, 'No build URL given or configured');
  if (buildUrl && !/^https?:\/\/[^/]+/.test(buildUrl))
    throw new SandboxError(400, 'Could not download or unzip the frontend');
  ctx.state.adminConfig.installFrontend(name, ref, buildUrl ?? null);
  return json(frontendList(ctx));
}

const A = '/api/v1/pleroma/admin';

export const adminConfigRoutes: RouteDef[] = [
  { method: 'GET', path: `${A}/config`, access: 'user', handler: showConfig },
  { method: 'POST', path: `${A}/config`, access: 'user', handler: updateConfig },
  {
    method: 'GET',
    path: `${A}/config/descriptions`,
    access: 'user',
    handler: (ctx) => {
      requireAdmin(ctx);
      return json(CONFIG_DESCRIPTIONS as unknown as Json);
    },
  },
  {
    method: 'GET',
    path: `${A}/frontends`,
    access: 'user',
    handler: (ctx) => {
      requireAdmin(ctx);
      return json(frontendList(ctx));
    },
  },
  { method: 'POST', path: `${A}/frontends/install`, access: 'user', handler: installFrontend },
];

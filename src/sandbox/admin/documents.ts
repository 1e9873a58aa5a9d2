import { notFound, SandboxError } from '../errors';
import { html, json, type Reply, type RequestContext } from '../http';
import type { RouteDef } from '../router';
import { param } from '../routes/common';
import type { SandboxState } from '../state';
import { requireAdmin } from './privileges';

/**
 * Pleroma's instance documents (`/api/v1/pleroma/admin/instance_document/{name}`, admin
 * only): the instance panel and the terms of service. An edit replaces the page Pleroma
 * serves (`/instance/panel.html`, `/static/terms-of-service.html`); a delete puts the
 * shipped one back. Edits live in memory with the sandbox.
 */

const TERMS =
  '<h2>Terms of service</h2><p>This is a local test server. Nothing you post leaves this machine.</p>';
const PANEL =
  '<p>Welcome to the <strong>Petrel sandbox</strong>, a Pleroma-compatible test double.</p>' +
  // Hostile on purpose: a client must show the words and run nothing.
  '<script>window.__panelScript = 1</script><img src="x" onerror="window.__panelScript = 2">';

/** Pleroma's documents: name -> where the instance serves it, and the shipped text. */
export const INSTANCE_DOCUMENTS: Readonly<Record<string, { path: string; shipped: string }>> = {
  'instance-panel': { path: '/instance/panel.html', shipped: PANEL },
  'terms-of-service': { path: '/static/terms-of-service.html', shipped: TERMS },
};

const edited = new WeakMap<SandboxState, Map<string, string>>();

function editsOf(state: SandboxState): Map<string, string> {
  let map = edited.get(state);
  if (!map) {
    map = new Map();
    edited.set(state, map);
  }
  return map;
}

/** The document's text as the instance serves it now (edited, else shipped). */
export function documentText(state: SandboxState, name: string): string {
  return editsOf(state).get(name) ?? INSTANCE_DOCUMENTS[name]?.shipped ?? '';
}

function documentName(ctx: RequestContext): string {
  const name = param(ctx, 'name');
  if (!INSTANCE_DOCUMENTS[name]) throw notFound();
  return name;
}

const urlOf = (ctx: RequestContext, name: string) =>
  json({ url: `${ctx.state.baseUrl}${INSTANCE_DOCUMENTS[name]!.path}` });

async function update(ctx: RequestContext): Promise<Reply> {
  const actor = requireAdmin(ctx);
  const name = documentName(ctx);
  const file = ctx.body.file('file');
  const text = file ? await file.text() : ctx.body.str('file');
  if (text === undefined) throw new SandboxError(400, 'file is required');
  editsOf(ctx.state).set(name, text);
  ctx.state.moderation.record(actor, 'instance_document_update', `updated ${name}`);
  return urlOf(ctx, name);
}

const A = '/api/v1/pleroma/admin/instance_document/{name}';

export const instanceDocumentRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: A,
    access: 'user',
    handler: (ctx) => {
      requireAdmin(ctx);
      return html(documentText(ctx.state, documentName(ctx)));
    },
  },
  { method: 'PATCH', path: A, access: 'user', handler: update },
  {
    method: 'DELETE',
    path: A,
    access: 'user',
    handler: (ctx) => {
      const actor = requireAdmin(ctx);
      const name = documentName(ctx);
      editsOf(ctx.state).delete(name);
      ctx.state.moderation.record(actor, 'instance_document_delete', `reset ${name}`);
      return urlOf(ctx, name);
    },
  },
];

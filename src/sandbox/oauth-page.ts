import { escapeHtml } from './html';

/** Fields the login form carries through, under Pleroma's `authorization[...]` names. */
export interface AuthorizeFields {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  response_type: string;
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input[type=text],input[type=password]{width:100%;padding:.4rem}
button{margin-top:1rem;padding:.5rem 1rem}.error{color:#b00020}code{font-size:1.2rem}</style></head>
<body>${body}</body></html>`;
}

/** The sign-in form of GET /oauth/authorize, posting back to POST /oauth/authorize. */
export function authorizeForm(appName: string, f: AuthorizeFields, error?: string): string {
  const hidden = (name: keyof AuthorizeFields): string =>
    `<input type="hidden" name="authorization[${name}]" value="${escapeHtml(f[name])}">`;
  return page(
    'Sign in',
    `<h1>Petrel Sandbox</h1>
<p>The application <strong>${escapeHtml(appName)}</strong> asks for access to your account (scopes: ${escapeHtml(f.scope)}).</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth/authorize">
<label for="authorization_name">Username or email</label>
<input type="text" id="authorization_name" name="authorization[name]" autocomplete="username" required>
<label for="authorization_password">Password</label>
<input type="password" id="authorization_password" name="authorization[password]" autocomplete="current-password" required>
${hidden('client_id')}${hidden('redirect_uri')}${hidden('scope')}${hidden('state')}${hidden('response_type')}
<button type="submit">Authorize</button>
</form>`,
  );
}

/** Shown instead of a redirect when redirect_uri is urn:ietf:wg:oauth:2.0:oob. */
export function oobCodePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Successfully authorized</h1>
<p>Copy this code into the application:</p>
<p><code id="authorization_code">${escapeHtml(code)}</code></p>`,
  );
}

export function authorizeErrorPage(message: string): string {
  return page(
    'Authorization error',
    `<h1>Authorization error</h1><p class="error">${escapeHtml(message)}</p>`,
  );
}

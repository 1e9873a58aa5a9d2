import { escapeHtml } from './html';

/** Fields the login form carries through, under Pleroma's `authorization[...]` names. */
export interface AuthorizeFields {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
  response_type: string;
  /** PKCE (RFC 7636), carried from the authorize link to the issued code. */
  code_challenge: string;
  code_challenge_method: string;
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
${hidden('client_id')}${hidden('redirect_uri')}${hidden('scope')}${hidden('state')}${hidden('response_type')}${hidden('code_challenge')}${hidden('code_challenge_method')}
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

export interface MfaFields {
  mfa_token: string;
  redirect_uri: string;
  state: string;
  challenge_type: 'totp' | 'recovery';
}

/** The second sign-in step: a one-time code, posted to /oauth/mfa/verify as Pleroma names it. */
export function mfaForm(f: MfaFields, error?: string): string {
  const label = f.challenge_type === 'totp' ? 'Authentication code' : 'Recovery code';
  const other = f.challenge_type === 'totp' ? 'recovery' : 'totp';
  const otherLink = `/oauth/mfa?mfa_token=${encodeURIComponent(f.mfa_token)}&redirect_uri=${encodeURIComponent(f.redirect_uri)}&state=${encodeURIComponent(f.state)}&challenge_type=${other}`;
  return page(
    'Two-factor authentication',
    `<h1>Two-factor authentication</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/oauth/mfa/verify">
<label for="mfa_code">${label}</label>
<input type="text" id="mfa_code" name="mfa[code]" autocomplete="one-time-code" required>
<input type="hidden" name="mfa[mfa_token]" value="${escapeHtml(f.mfa_token)}">
<input type="hidden" name="mfa[challenge_type]" value="${f.challenge_type}">
<input type="hidden" name="mfa[redirect_uri]" value="${escapeHtml(f.redirect_uri)}">
<input type="hidden" name="mfa[state]" value="${escapeHtml(f.state)}">
<button type="submit">Verify</button>
</form>
<p><a href="${escapeHtml(otherLink)}">Use ${other === 'totp' ? 'an authentication' : 'a recovery'} code instead</a></p>`,
  );
}

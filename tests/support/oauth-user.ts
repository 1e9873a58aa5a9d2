/**
 * The user's part of the authorization-code flow, as a browser would do it: open the
 * server's sign-in page, submit the form, and read the code (out-of-band page) or the
 * redirect it answers with.
 */
export interface Authorized {
  /** The out-of-band page's code, or the redirect's `code`. */
  code: string;
  /** The redirect address (absent for out-of-band). */
  location?: URL;
}

export async function authorizeAs(
  authorizeUrl: string,
  username: string,
  password = 'sandbox',
): Promise<Authorized> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(m[1]!, m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  fields.set('authorization[name]', username);
  fields.set('authorization[password]', password);
  const submitted = await fetch(new URL('/oauth/authorize', authorizeUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  if (submitted.status === 302) {
    const location = new URL(submitted.headers.get('location') ?? '');
    return { code: location.searchParams.get('code') ?? '', location };
  }
  const body = await submitted.text();
  const code = body.match(/<code id="authorization_code">([^<]+)<\/code>/)?.[1];
  if (!code) throw new Error(`no code on the page (${submitted.status}): ${body.slice(0, 200)}`);
  return { code };
}

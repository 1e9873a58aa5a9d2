// proxy-from-env ships no types (its @types package describes the older 1.x).
declare module 'proxy-from-env' {
  /** The proxy URL for `url` from the *_PROXY / NO_PROXY variables, or '' for none. */
  export function getProxyForUrl(url: string | URL): string;
}

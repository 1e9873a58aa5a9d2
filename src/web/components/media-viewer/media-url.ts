/** Only http(s) media addresses reach `src`/`href` (remote content is hostile). */
export function mediaUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export function SecurityTab() {
  return null;
}

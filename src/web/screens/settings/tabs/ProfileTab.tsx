export function ProfileTab() {
  return null;
}

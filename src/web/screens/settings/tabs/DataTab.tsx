export function DataTab() {
  return null;
}

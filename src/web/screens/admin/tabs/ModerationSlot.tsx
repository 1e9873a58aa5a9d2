import { useT } from '../../../app/hooks';

/**
 * Where the moderation screens (users, reports, log: src/web/screens/admin/moderation/,
 * worktree adminmod) mount in the dashboard; until they are merged, a note.
 */
export function ModerationSlot() {
  const t = useT();
  return <p className="faint">{t('admin_dash.moderation_soon')}</p>;
}

import { observer } from 'mobx-react-lite';
import { useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';

/**
 * Spec part 1 §2: the navigation bar's administration button; it opens the admin dashboard
 * (`/admin`). Admins, and (issue 15) moderators holding a desk section's privilege, who see
 * only the tabs those privileges allow. A chunk of its own, after the first frame (web budget).
 */
export const AdminButton = observer(function AdminButton() {
  const root = useRoot();
  const t = useT();
  // Moderators holding any privilege too (they see only the tabs it allows). Written here:
  // importing core's privileges model split a shared chunk out and grew the first load.
  const me = root.session.account;
  if (!(me?.role === 'admin' || (me?.role === 'moderator' && me.privileges.length > 0)))
    return null;
  return (
    <Link
      to="/admin"
      className="button-icon"
      aria-label={t('nav.administration')}
      title={t('nav.administration')}
      data-testid="admin-button"
    >
      {/* Drawn here, not from lucide: importing an icon from this chunk split the icon library's
          shared code out of the first load's chunks (+0.3 KiB, bin/web-budget.mjs). */}
      <svg
        className="icon"
        width="1.1em"
        height="1.1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    </Link>
  );
});

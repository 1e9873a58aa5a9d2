import { useCallback } from 'react';
import { useModel } from '../app/hooks';
import { AFTER_LOGOUT } from '../app/route-table';
import { useNavigate } from '../app/router';

/**
 * Logout as the spec has it: a confirmation modal when the preference is on (default),
 * then revoke and clear, and land on the public timeline.
 */
export function useLogout(): { request: () => void; confirm: () => Promise<void> } {
  const model = useModel();
  const navigate = useNavigate();
  const confirm = useCallback(async () => {
    await model.logout();
    navigate(AFTER_LOGOUT);
  }, [model, navigate]);
  const request = useCallback(() => {
    model.ui.setDrawerOpen(false);
    if (model.root.preferences.confirmLogout) model.ui.setLogoutConfirmOpen(true);
    else void confirm();
  }, [model, confirm]);
  return { request, confirm };
}

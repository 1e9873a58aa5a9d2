import { observer } from 'mobx-react-lite';
import type { AdminUsersStore } from '../../../../core/model/admin-users';
import { useT } from '../../../app/hooks';
import { DeskPager } from './DeskPager';

/** Previous and next page of the desk's users list, with where the list stands. */
export const UsersPager = observer(function UsersPager({ store }: { store: AdminUsersStore }) {
  const t = useT();
  if (store.state !== 'loaded' && store.count === 0) return null;
  return (
    <DeskPager
      label={t('admin_moderation.users_title')}
      summary="admin_moderation.page_of"
      list={store}
      count={store.count}
      onGo={(page) => void store.goTo(page)}
    />
  );
});

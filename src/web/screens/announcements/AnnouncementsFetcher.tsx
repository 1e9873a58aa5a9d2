import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { announcementsOf } from '../../../core/model/announcements';
import { useRoot } from '../../app/hooks';

/**
 * Spec part 1 §7: announcement fetching starts with the app (at once, then every 300 s) so
 * the page title counts unread ones and the navigation hides them on a server without any.
 * Loaded after the first frame; the store ends with its account scope. Renders nothing.
 */
export const AnnouncementsFetcher = observer(function AnnouncementsFetcher() {
  const scope = useRoot().scope;
  useEffect(() => scope.use(announcementsOf).start(), [scope]);
  return null;
});

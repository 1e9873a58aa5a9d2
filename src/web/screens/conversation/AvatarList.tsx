import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Account } from '../../../core/domain/types';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { Link } from '../../app/router';
import { useProfilePath } from '../../app/use-profile-path';
import { Avatar } from '../../components/status/Avatar';
import { useFeatureWords } from '../../i18n/feature-words';

/** Spec part 2 §9: the avatar list shows at most 15. */
export const AVATAR_LIST_LIMIT = 15;

/**
 * The avatar list under the status a conversation is about (spec part 2 §2 "avatar list",
 * Pleroma-FE's expanded status): who favourited or repeated it, each once, favourites
 * first, at most 15 avatars linking to their profiles. Nothing while no one has.
 */
export const AvatarList = observer(function AvatarList({ statusId }: { statusId: string }) {
  useFeatureWords(shellWords);
  const root = useRoot();
  const t = useT();
  const profilePath = useProfilePath();
  const status = root.entities.status(statusId);
  const favourites = status?.favouritesCount ?? 0;
  const repeats = status?.reblogsCount ?? 0;
  const [accounts, setAccounts] = useState<Account[]>([]);
  useEffect(() => {
    if (favourites + repeats === 0) return;
    let live = true;
    // The first page of each (the client's own calls: sharing who-acted.ts with the status
    // menus' chunk would make it a chunk of its own, named in the first load's import map).
    const { statuses } = root.client;
    const load = async (count: number, page: typeof statuses.favouritedBy) => {
      if (count === 0) return [];
      const { bundle, ids } = await page(statusId);
      runInAction(() => root.entities.ingest(bundle));
      return ids.flatMap((id) => root.entities.account(id) ?? []);
    };
    Promise.all([
      load(favourites, (id) => statuses.favouritedBy(id)),
      load(repeats, (id) => statuses.rebloggedBy(id)),
    ]).then(
      ([faved, repeated]) => {
        if (!live) return;
        const seen = new Set<string>();
        const both = [...faved, ...repeated].filter((a) => !seen.has(a.id) && seen.add(a.id));
        setAccounts(both.slice(0, AVATAR_LIST_LIMIT));
      },
      (error: unknown) => root.ports.logger.warn('avatar list: not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [root, statusId, favourites, repeats]);
  if (accounts.length === 0) return null;
  return (
    <ul className="avatar-list" aria-label={t('avatar_list.label')}>
      {accounts.map((account) => (
        <li key={account.id}>
          <Link to={profilePath(account)} data-pop={`user:${account.id}`} title={account.acct}>
            <Avatar account={account} size={28} />
          </Link>
        </li>
      ))}
    </ul>
  );
});

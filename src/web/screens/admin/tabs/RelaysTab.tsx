import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import type { Relay } from '../../../../core/api/admin-desk';
import { adminRelaysOf } from '../../../../core/model/admin-invites';
import { ConfirmAction } from '../moderation/ConfirmAction';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

/**
 * The dashboard's Relays tab (issue 15; admins): follow a relay by its actor address, the
 * relays followed (and whether each follows back), Unfollow after a confirmation.
 */
export const RelaysTab = observer(function RelaysTab() {
  const { root, t, store } = useDeskTab(adminRelaysOf);
  const id = useId();
  const [url, setUrl] = useState('');
  const [leaving, setLeaving] = useState<Relay | null>(null);
  const follow = (event: FormEvent) => {
    event.preventDefault();
    const actor = url.trim();
    if (!actor) return;
    void store.follow(actor).then((ok) => {
      if (!ok) return;
      root.notices.add('success', 'admin_dash.relays.followed', { actor });
      setUrl('');
    });
  };
  const unfollow = (relay: Relay) => {
    setLeaving(null);
    void store.unfollow(relay.actor).then((ok) => {
      if (ok) root.notices.add('success', 'admin_dash.relays.unfollowed', { actor: relay.actor });
    });
  };
  return (
    <section className="admin-relays" aria-label={t('admin_dash.tabs.relays')}>
      <form onSubmit={follow} className="admin-setting">
        <label htmlFor={`${id}-url`}>{t('admin_dash.relays.address')}</label>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
        />
        <button type="submit" className="button button-primary" disabled={store.busy !== null}>
          {t('admin_dash.relays.follow')}
        </button>
      </form>
      <h3>{t('admin_dash.relays.list')}</h3>
      <TabLoad
        store={store}
        empty={store.items.length === 0}
        emptyText={t('admin_dash.relays.empty')}
      />
      <ul className="admin-list admin-relay-list">
        {store.items.map((relay) => (
          <li key={relay.actor} aria-label={relay.actor}>
            <span>{relay.actor}</span>
            {relay.followedBack ? (
              <span className="faint"> · {t('admin_dash.relays.followed_back')}</span>
            ) : null}{' '}
            <button
              type="button"
              className="btn"
              disabled={store.busy !== null}
              onClick={() => setLeaving(relay)}
            >
              {t('admin_dash.relays.unfollow')}
            </button>
          </li>
        ))}
      </ul>
      {leaving ? (
        <ConfirmAction
          text={t('admin_dash.relays.unfollow_question', { actor: leaving.actor })}
          onCancel={() => setLeaving(null)}
          onConfirm={() => unfollow(leaving)}
        />
      ) : null}
    </section>
  );
});

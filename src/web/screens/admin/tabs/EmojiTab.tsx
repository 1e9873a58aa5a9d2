import { observer } from 'mobx-react-lite';
import { adminEmojiOf } from '../../../../core/model/admin-emoji';
import { TabLoad } from './TabLoad';
import { useDeskTab } from './use-desk-tab';

/** The dashboard's Emoji tab (issue 15): the instance's packs with their counts, and reload. */
export const EmojiTab = observer(function EmojiTab() {
  const { root, t, store } = useDeskTab(adminEmojiOf);
  return (
    <section className="admin-emoji" aria-label={t('admin_dash.tabs.emoji')}>
      <TabLoad
        store={store}
        empty={store.packs.length === 0}
        emptyText={t('admin_dash.emoji.empty')}
      />
      <ul className="admin-list emoji-packs">
        {store.packs.map((pack) => (
          <li key={pack.name} aria-label={pack.name}>
            <strong>{t('admin_dash.emoji.pack', { name: pack.name, count: pack.count })}</strong>
            {pack.description ? <span className="faint"> · {pack.description}</span> : null}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={store.busy !== null}
          onClick={() =>
            void store.reload().then((ok) => {
              if (ok) root.notices.add('success', 'admin_dash.emoji.reloaded');
            })
          }
        >
          {t('admin_dash.emoji.reload')}
        </button>
      </div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { type BlockedOrMutedList, blockListsOf } from '../../../core/model/relationship-lists';
import type { BlocksTab } from '../../../core/view/navigation';
import { relationship as words } from '../../../shared/i18n/en/relationship';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { Spinner } from '../common/Spinner';
import { AccountCard } from '../profile/AccountCard';
import '../../styles/relationship.css';

const TABS: readonly BlocksTab[] = ['mutes', 'blocks', 'domains'];

/**
 * Mutes, blocks and blocked domains (spec part 2 §2 "mutes and blocks", §7 domain blocks),
 * a tab each. An unmuted or unblocked row stays with an undo until the list reloads. It
 * holds no page chrome, so the settings modal can host it as the `/mutes` page does.
 */
export const MutesAndBlocks = observer(function MutesAndBlocks({
  tab,
  onTab,
}: {
  tab: BlocksTab;
  onTab: (tab: BlocksTab) => void;
}) {
  useFeatureWords({ relationship: words });
  const t = useT();
  const lists = useRoot().use(blockListsOf);
  const names: Record<BlocksTab, string> = {
    mutes: t('relationship.mutes'),
    blocks: t('relationship.blocks'),
    domains: t('relationship.domain_blocks'),
  };
  return (
    <div className="mutes-and-blocks">
      <div className="tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={tab === name ? 'tab tab-active' : 'tab'}
            aria-selected={tab === name}
            data-tab={name}
            onClick={() => onTab(name)}
          >
            {names[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={names[tab]}>
        {tab === 'domains' ? (
          <DomainBlocks />
        ) : (
          <AccountRows
            key={tab}
            list={lists[tab]}
            empty={t(tab === 'mutes' ? 'relationship.no_mutes' : 'relationship.no_blocks')}
          />
        )}
      </div>
    </div>
  );
});

const AccountRows = observer(function AccountRows({
  list,
  empty,
}: {
  list: BlockedOrMutedList;
  empty: string;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    void list.reload();
  }, [list]);
  const { pager } = list;
  const accounts = pager.accounts;
  const blocks = list.kind === 'blocks';
  const toggle = (id: string) => {
    setBusy((b) => new Set(b).add(id));
    void list.toggle(id).finally(() =>
      setBusy((b) => {
        const next = new Set(b);
        next.delete(id);
        return next;
      }),
    );
  };
  return (
    <>
      {pager.error ? (
        <p className="error-text" role="alert">
          {pager.error}
        </p>
      ) : null}
      {pager.state === 'loading' && accounts.length === 0 ? <Spinner /> : null}
      {pager.state === 'loaded' && accounts.length === 0 ? <p className="faint">{empty}</p> : null}
      <ul className="account-list">
        {accounts.map((account) => {
          const active = list.isActive(account.id);
          return (
            <li
              key={account.id}
              className="account-list-item-with-action"
              data-account-id={account.id}
              data-active={active}
            >
              <AccountCard account={account} />
              <button
                type="button"
                className="button"
                disabled={busy.has(account.id)}
                onClick={() => toggle(account.id)}
              >
                {active
                  ? t(blocks ? 'relationship.unblock' : 'relationship.unmute')
                  : t('relationship.undo')}
              </button>
            </li>
          );
        })}
      </ul>
      {pager.state === 'loaded' && !pager.bottomedOut ? (
        <button type="button" className="button" onClick={() => void pager.loadMore()}>
          {t('user_card.load_more')}
        </button>
      ) : null}
    </>
  );
});

const DomainBlocks = observer(function DomainBlocks() {
  const t = useT();
  const store = useRoot().use(blockListsOf).domains;
  const [domain, setDomain] = useState('');
  useEffect(() => {
    void store.load();
    void store.loadPeers();
  }, [store]);
  const add = (event: FormEvent) => {
    event.preventDefault();
    const wanted = domain;
    void store.block(wanted).then((ok) => {
      if (ok) setDomain('');
    });
  };
  return (
    <>
      <form className="domain-block-form" onSubmit={add}>
        <input
          type="text"
          value={domain}
          placeholder={t('relationship.domain_placeholder')}
          aria-label={t('relationship.add_domain')}
          onChange={(e) => setDomain(e.target.value)}
          list="domain-block-peers"
          autoComplete="off"
        />
        {/* The server's peers that fit what is typed (GET /api/v1/instance/peers). */}
        <datalist id="domain-block-peers" data-testid="domain-block-peers">
          {store.suggestions(domain).map((peer) => (
            <option key={peer} value={peer} />
          ))}
        </datalist>
        <button type="submit" className="button" disabled={domain.trim() === ''}>
          {t('relationship.add_domain')}
        </button>
      </form>
      {store.error ? (
        <p className="error-text" role="alert">
          {store.error}
        </p>
      ) : null}
      {store.state === 'loading' ? <Spinner /> : null}
      {store.state === 'loaded' && store.domains.length === 0 ? (
        <p className="faint">{t('relationship.no_domain_blocks')}</p>
      ) : null}
      <ul className="account-list">
        {store.domains.map((name) => {
          const blocked = store.isBlocked(name);
          return (
            <li key={name} className="account-list-item-with-action" data-domain={name}>
              <span>{name}</span>
              <button
                type="button"
                className="button"
                disabled={store.pending.has(name)}
                onClick={() => void (blocked ? store.unblock(name) : store.block(name))}
              >
                {blocked
                  ? t('relationship.unblock_domain', { domain: name })
                  : t('relationship.undo')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
});

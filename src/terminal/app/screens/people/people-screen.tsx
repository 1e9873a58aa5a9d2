import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import type { Account } from '../../../../core/domain/types';
import { ListMembershipStore } from '../../../../core/model/list-membership';
import { followRequestsOf, suggestionsOf } from '../../../../core/model/people-kits';
import type { PeoplePage } from '../../../../core/view/navigation';
import type { KeyActionId } from '../../../../shared/keymap';
import { useServices } from '../../app-context';
import { BlocksPage } from './blocks-page';
import { ListEditPage } from './list-edit-page';
import { ListsPage } from './lists-page';
import { accountText, askYesNo, PeopleFrame, usePeopleKeys, usePeopleView } from './people-rows';

export interface PeopleScreenProps {
  page: PeoplePage;
  active: boolean;
  width: number;
  height: number;
}

/** `g L` lists, `g R` follow requests, `g W` who to follow, `L` on a profile: add to list. */
export const PeopleScreen = observer(function PeopleScreen(props: PeopleScreenProps) {
  const { page, ...rest } = props;
  switch (page.kind) {
    case 'lists':
      return <ListsPage {...rest} />;
    case 'list-edit':
      return <ListEditPage key={page.listId ?? 'new'} listId={page.listId} {...rest} />;
    case 'requests':
      return <RequestsPage {...rest} />;
    case 'suggestions':
      return <SuggestionsPage {...rest} />;
    case 'blocks':
      return <BlocksPage key={page.tab} tab={page.tab} {...rest} />;
    case 'list-membership':
      return <MembershipPage accountId={page.accountId} name={page.name} {...rest} />;
  }
});

type PageProps = Omit<PeopleScreenProps, 'page'>;

/** Follow requests: approve (`a`) or deny (`D`), each asking first when its setting says. */
const RequestsPage = observer(function RequestsPage({ active, width, height }: PageProps) {
  const { root, nav, t, keyLabel } = useServices();
  const requests = root.use(followRequestsOf);
  const view = usePeopleView();
  useEffect(() => {
    void requests.load();
    return requests.watch();
  }, [requests]);
  const accounts = requests.accounts;
  const decide = (account: Account, approve: boolean) => {
    const name = account.displayName || account.acct;
    const run = () =>
      void (approve ? requests.approve(account.id) : requests.deny(account.id)).then((ok) => {
        if (ok)
          root.notices.add(
            'success',
            approve ? 'follow_requests.approved' : 'follow_requests.denied',
            {
              name,
            },
          );
      });
    const ask = approve
      ? root.preferences.confirmApproveFollow
      : root.preferences.confirmDenyFollow;
    if (ask)
      askYesNo(
        view,
        t(approve ? 'tui.people.approve_question' : 'tui.people.deny_question', { name }),
        run,
      );
    else run();
  };
  const onAction = (action: KeyActionId, index: number) => {
    const account = accounts[index];
    if (action === 'people.close') nav.pop();
    else if (action === 'people.approve' && account) decide(account, true);
    else if (action === 'people.deny' && account) decide(account, false);
    else if (action === 'people.open' && account) nav.openProfile(account.acct);
  };
  const index = usePeopleKeys(view, accounts.length, height, active, onAction);
  if (!active) return null;
  return (
    <PeopleFrame
      title={t('follow_requests.title')}
      status={
        requests.state === 'failed'
          ? t('follow_requests.load_error', { detail: requests.error ?? '' })
          : undefined
      }
      rows={accounts.map((a) => ({
        key: a.id,
        text: accountText(a),
        note: requests.pending.has(a.id) ? '…' : undefined,
      }))}
      empty={requests.state === 'loading' ? t('general.loading') : t('follow_requests.none')}
      index={index}
      view={view}
      hint={t('tui.people.requests_hint', {
        approve: keyLabel('people.approve'),
        deny: keyLabel('people.deny'),
        open: keyLabel('people.open'),
        close: keyLabel('people.close'),
      })}
      typingHint={t('tui.people.typing_hint')}
      width={width}
      height={height}
    />
  );
});

/** Who to follow: every suggested account; Enter opens the profile. */
const SuggestionsPage = observer(function SuggestionsPage({ active, width, height }: PageProps) {
  const { root, nav, t, keyLabel } = useServices();
  const suggestions = root.use(suggestionsOf);
  const view = usePeopleView();
  useEffect(() => {
    void suggestions.load();
  }, [suggestions]);
  const accounts = suggestions.accounts;
  const onAction = (action: KeyActionId, index: number) => {
    const account = accounts[index];
    if (action === 'people.close') nav.pop();
    else if (action === 'people.open' && account) nav.openProfile(account.acct);
  };
  const index = usePeopleKeys(view, accounts.length, height, active, onAction);
  if (!active) return null;
  const empty =
    suggestions.state === 'unsupported'
      ? t('who_to_follow.unsupported')
      : suggestions.state === 'failed'
        ? t('who_to_follow.load_error', { detail: suggestions.error ?? '' })
        : suggestions.state === 'loading'
          ? t('general.loading')
          : t('who_to_follow.none');
  return (
    <PeopleFrame
      title={t('who_to_follow.who_to_follow')}
      rows={accounts.map((a) => ({ key: a.id, text: accountText(a) }))}
      empty={empty}
      index={index}
      view={view}
      hint={t('tui.people.suggestions_hint', {
        open: keyLabel('people.open'),
        close: keyLabel('people.close'),
      })}
      typingHint={t('tui.people.typing_hint')}
      width={width}
      height={height}
    />
  );
});

/** A profile's "add to list": each list with a mark when it holds the account. */
const MembershipPage = observer(function MembershipPage(
  props: PageProps & { accountId: string; name: string },
) {
  const { active, width, height, accountId } = props;
  const { root, nav, t, keyLabel, lists } = useServices();
  const membership = useMemo(
    () => new ListMembershipStore({ client: () => root.client, lists }, accountId),
    [root, lists, accountId],
  );
  const view = usePeopleView();
  useEffect(() => {
    void membership.load();
  }, [membership]);
  const all = membership.lists;
  const onAction = (action: KeyActionId, index: number) => {
    const list = all[index];
    if (action === 'people.close') nav.pop();
    else if ((action === 'people.toggle' || action === 'people.open') && list) {
      const adding = !membership.has(list.id);
      void membership.toggle(list.id).then((ok) => {
        if (ok)
          root.notices.add('success', adding ? 'list_edit.added' : 'list_edit.removed', {
            name: props.name,
            title: list.title,
          });
      });
    }
  };
  const index = usePeopleKeys(view, all.length, height, active, onAction);
  if (!active) return null;
  return (
    <PeopleFrame
      title={`${t('list_edit.manage_lists')}: @${props.name}`}
      rows={all.map((list) => ({
        key: list.id,
        text: `[${membership.has(list.id) ? 'x' : ' '}] ${list.title}`,
      }))}
      empty={membership.state === 'loading' ? t('general.loading') : t('lists.empty')}
      index={index}
      view={view}
      hint={t('tui.people.membership_hint', {
        toggle: keyLabel('people.toggle'),
        close: keyLabel('people.close'),
      })}
      typingHint={t('tui.people.typing_hint')}
      width={width}
      height={height}
    />
  );
});

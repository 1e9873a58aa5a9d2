import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { accountNameProblem, aliasNameOf } from '../../../../core/model/account-security';
import { fullDate, fullTime } from '../../../../shared/text/relative-time';
import { safeLine } from '../../../../shared/text/terminal-safe';
import { useServices } from '../../app-context';
import { terminalText } from '../../layout/terminal-text';
import { SecurityForm } from './security-form';
import { type PaneProps, problemText } from './security-forms';
import { SecurityList } from './security-list';

/** Authorized apps: name and validity; `d` revokes one after y/n (spec: 201 removes it). */
export const TokensPane = observer(function TokensPane(props: PaneProps) {
  const { t, keyLabel, language } = useServices();
  const { store } = props;
  const tokens = store.tokens;
  const name = (i: number) => safeLine(tokens?.[i]?.appName || t('tui_security.unnamed_app'));
  return (
    <SecurityList
      title={t('settings_modal.security.tokens')}
      rows={tokens?.map((token) => [
        { text: terminalText(token.appName || t('tui_security.unnamed_app')), remote: true },
        ...(token.validUntil
          ? [
              {
                text: terminalText(
                  `  ${t('settings_modal.security.token_valid_until', {
                    date: fullDate(token.validUntil, { locale: language() }),
                  })}`,
                ),
                color: 'gray',
              },
            ]
          : []),
      ])}
      empty={t('settings_modal.security.no_tokens')}
      loadError={store.loadErrors.tokens}
      hint={t('tui_security.tokens_hint', {
        remove: keyLabel('security.remove'),
        back: keyLabel('security.back'),
      })}
      removal={{
        question: (i) => t('tui_security.revoke_question', { app: name(i) }),
        run: async (i) => {
          const app = name(i);
          const gone = await store.revoke(tokens![i]!.id);
          return gone
            ? { ok: true, text: t('tui_security.revoked', { app }) }
            : { ok: false, text: t('tui_security.revoke_failed') };
        },
      }}
      failure={(detail) => t('tui_security.revoke_error', { detail })}
      active={props.active}
      width={props.width}
      height={props.height}
      onClose={props.onClose}
    />
  );
});

/** Account backups: when, state and address; `n` asks the server for a new one. */
export const BackupsPane = observer(function BackupsPane(props: PaneProps) {
  const { t, keyLabel, language } = useServices();
  const { store } = props;
  return (
    <SecurityList
      title={t('settings_modal.security.backups')}
      rows={store.backups?.map((b) => [
        { text: terminalText(fullTime(b.insertedAt, { locale: language() })) },
        {
          text: terminalText(
            `  ${
              b.state === 'ready'
                ? t('settings_modal.security.backup_ready')
                : b.state === 'failed'
                  ? t('settings_modal.security.backup_failed')
                  : t('settings_modal.security.backup_running', { number: b.processed })
            }`,
          ),
          color: b.state === 'failed' ? 'red' : b.state === 'ready' ? 'green' : 'yellow',
        },
        ...(b.state === 'ready' && b.url
          ? [{ text: terminalText(`  ${b.url}`), color: 'cyan', asIs: true }]
          : []),
      ])}
      empty={t('settings_modal.security.no_backups')}
      loadError={store.loadErrors.backups}
      hint={t('tui_security.backups_hint', {
        add: keyLabel('security.add'),
        back: keyLabel('security.back'),
      })}
      onAdd={async () => {
        await store.createBackup();
        return { ok: true, text: t('tui_security.backup_requested') };
      }}
      failure={(detail) => t('settings_modal.security.backup_error', { detail })}
      active={props.active}
      width={props.width}
      height={props.height}
      onClose={props.onClose}
    />
  );
});

/** Aliases: `n` opens the form for another account (name@host), `d` removes one after y/n. */
export const AliasesPane = observer(function AliasesPane(props: PaneProps) {
  const { t, keyLabel } = useServices();
  const { store } = props;
  const [adding, setAdding] = useState(false);
  const aliases = store.aliases;
  if (adding) {
    return (
      <SecurityForm
        title={t('settings_modal.security.alias_add')}
        fields={[{ name: 'alias', label: t('tui_security.alias_account') }]}
        check={(v) => problemText(t, accountNameProblem(v.alias ?? ''))}
        onSubmit={async (v) => {
          await store.addAlias(v.alias ?? '');
          setAdding(false);
          return undefined;
        }}
        failure={(detail) => t('settings_modal.security.alias_error', { detail })}
        active={props.active}
        width={props.width}
        onClose={() => setAdding(false)}
      />
    );
  }
  return (
    <SecurityList
      title={t('settings_modal.security.aliases')}
      rows={aliases?.map((alias) => [{ text: terminalText(aliasNameOf(alias)), remote: true }])}
      empty={t('tui_security.no_aliases')}
      loadError={store.loadErrors.aliases}
      hint={t('tui_security.aliases_hint', {
        add: keyLabel('security.add'),
        remove: keyLabel('security.remove'),
        back: keyLabel('security.back'),
      })}
      onAdd={() => {
        setAdding(true);
        return undefined;
      }}
      removal={{
        question: (i) =>
          t('tui_security.alias_remove_question', { alias: aliasNameOf(aliases?.[i] ?? '') }),
        run: async (i) => {
          const alias = aliases![i]!;
          await store.removeAlias(alias);
          return { ok: true, text: t('tui_security.alias_removed', { alias: aliasNameOf(alias) }) };
        },
      }}
      failure={(detail) => t('settings_modal.security.alias_error', { detail })}
      active={props.active}
      width={props.width}
      height={props.height}
      onClose={props.onClose}
    />
  );
});

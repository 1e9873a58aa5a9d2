import {
  accountNameOf,
  accountNameProblem,
  emailChangeProblem,
  passwordChangeProblem,
  type SecurityProblem,
} from '../../../../core/model/account-security';
import type { SecurityStore } from '../../../../core/model/security-store';
import type { TranslationKey } from '../../../../shared/i18n';
import { safeHandle } from '../../../../shared/text/terminal-safe';
import { type AppServices, useServices } from '../../app-context';
import { UiLine } from '../../components/ui-row';
import type { TerminalText } from '../../layout/terminal-text';
import { type FieldValues, SecurityForm } from './security-form';

export interface PaneProps {
  store: SecurityStore;
  active: boolean;
  width: number;
  height: number;
  onClose: () => void;
}

/** The words of the core's local checks (nothing is sent). */
export function problemText(
  t: AppServices['t'],
  problem: SecurityProblem | undefined,
): TerminalText | undefined {
  return problem ? t(PROBLEMS[problem]) : undefined;
}

const PROBLEMS: Record<SecurityProblem, TranslationKey> = {
  no_password: 'tui_security.problem.no_password',
  no_new_password: 'tui_security.problem.no_new_password',
  password_mismatch: 'settings_modal.security.mismatch',
  bad_email: 'tui_security.problem.bad_email',
  bad_account_name: 'tui_security.problem.bad_account_name',
};

/** The spec's sentence for a refused email or password change, with the server's words. */
function changeFailure(t: AppServices['t'], detail: string): TerminalText {
  return t('tui_security.with_detail', {
    message: t('settings_modal.security.change_error'),
    detail,
  });
}

/** Change email: the new address ("" removes it) and the current password. */
export function EmailPane(props: PaneProps) {
  const { t } = useServices();
  return (
    <SecurityForm
      title={t('settings_modal.security.email')}
      fields={[
        { name: 'email', label: t('settings_modal.security.new_email') },
        { name: 'password', label: t('settings_modal.security.current_password'), secret: true },
      ]}
      check={(v) => problemText(t, emailChangeProblem(v.password ?? '', (v.email ?? '').trim()))}
      onSubmit={async (v) => {
        await props.store.api.changeEmail(v.password ?? '', (v.email ?? '').trim());
        return t('settings_modal.security.changed');
      }}
      failure={(detail) => changeFailure(t, detail)}
      active={props.active}
      width={props.width}
      onClose={props.onClose}
    />
  );
}

/** Change password: the current one (required), the new one twice. */
export function PasswordPane(props: PaneProps) {
  const { t } = useServices();
  const parts = (v: FieldValues) => [v.current ?? '', v.next ?? '', v.again ?? ''] as const;
  return (
    <SecurityForm
      title={t('settings_modal.security.password')}
      fields={[
        { name: 'current', label: t('settings_modal.security.current_password'), secret: true },
        { name: 'next', label: t('settings_modal.security.new_password'), secret: true },
        { name: 'again', label: t('settings_modal.security.confirm_password'), secret: true },
      ]}
      check={(v) => problemText(t, passwordChangeProblem(...parts(v)))}
      onSubmit={async (v) => {
        await props.store.api.changePassword(...parts(v));
        return t('settings_modal.security.changed');
      }}
      failure={(detail) => changeFailure(t, detail)}
      active={props.active}
      width={props.width}
      onClose={props.onClose}
    />
  );
}

/** Move account: the target (which must list this one as an alias) and the password. */
export function MovePane(props: PaneProps) {
  const { t } = useServices();
  return (
    <SecurityForm
      title={t('settings_modal.security.move')}
      intro={<UiLine color="yellow" width={props.width} text={t('tui_security.move_warning')} />}
      fields={[
        { name: 'target', label: t('settings_modal.security.move_target') },
        { name: 'password', label: t('settings_modal.security.current_password'), secret: true },
      ]}
      check={(v) =>
        problemText(
          t,
          accountNameProblem(v.target ?? '') ?? (v.password ? undefined : 'no_password'),
        )
      }
      confirm={(v) =>
        t('tui_security.move_question', { target: safeHandle(accountNameOf(v.target ?? '')) })
      }
      onSubmit={async (v) => {
        await props.store.api.moveAccount(v.password ?? '', accountNameOf(v.target ?? ''));
        return t('settings_modal.security.moved');
      }}
      failure={(detail) => t('settings_modal.security.move_error', { detail })}
      active={props.active}
      width={props.width}
      onClose={props.onClose}
    />
  );
}

/**
 * Delete account: the spec's warning, the password, a y/n question naming the account; done,
 * the account is signed out here too (its token died with it) and the login form shows.
 */
export function DeletePane(props: PaneProps) {
  const services = useServices();
  const { root, t } = services;
  const acct = root.session.currentStoredKey ?? root.session.account?.acct ?? '';
  return (
    <SecurityForm
      title={t('settings_modal.security.delete')}
      intro={
        <UiLine
          color="red"
          width={props.width}
          text={t('settings_modal.security.delete_warning')}
        />
      }
      fields={[
        { name: 'password', label: t('settings_modal.security.current_password'), secret: true },
      ]}
      check={(v) => problemText(t, v.password ? undefined : 'no_password')}
      confirm={() => t('tui_security.delete_question', { account: safeHandle(acct) })}
      onSubmit={async (v) => {
        await props.store.api.deleteAccount(v.password ?? '');
        await root.signOut();
        root.notices.add('info', 'tui_security.deleted', { account: safeHandle(acct) });
        return undefined;
      }}
      failure={(detail) => t('settings_modal.security.delete_error', { detail })}
      active={props.active}
      width={props.width}
      onClose={props.onClose}
    />
  );
}

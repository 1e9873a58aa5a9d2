import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { switchNotice } from '../../../core/view/account-chooser';
import { severalAccounts } from '../../../shared/i18n/en/common-accounts';
import { useModel, useT } from '../../app/hooks';
import { useNavigate } from '../../app/router';
import { useFeatureWords } from '../../i18n/feature-words';
import './accounts.css';
import { WEB_PUSH_STORAGE_KEY } from '../../../core/model/web-push';
import { lazyFeature } from '../../app/lazy-feature';

const PushSettings = lazyFeature(() =>
  import('../../screens/settings/PushSettings').then((m) => m.PushSettings),
);
/** The account turned push on in this browser (its push code loads only then). */
function pushWasOn(saved: unknown): boolean {
  return (
    typeof saved === 'object' && saved !== null && (saved as { enabled?: unknown }).enabled === true
  );
}
const PushKeeper = lazyFeature(() => import('../../push/PushKeeper').then((m) => m.PushKeeper));

/**
 * The account menu of the top bar (issue 12, loaded after the first frame): every signed-in
 * account, the shown one marked; pick one to switch (its scope stays warm, so switching
 * back is instant), log one out, or add another (the login page beside the signed-in one).
 */
export const AccountMenu = observer(function AccountMenu() {
  useFeatureWords(severalAccounts);
  const model = useModel();
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const { root } = model;
  const accounts = root.accounts;
  const current = accounts.find((a) => a.active);

  useEffect(() => {
    if (!open) return;
    const away = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!root.session.isSignedIn || !current) return null;

  const switchTo = async (key: string) => {
    setOpen(false);
    const ok = await model.switchAccount(key);
    const notice = switchNotice(ok ? { kind: 'switched', key } : { kind: 'failed', key });
    if (notice) root.notices.add(notice.level, notice.messageKey, notice.params);
  };
  const remove = async (key: string) => {
    setConfirming(null);
    setOpen(false);
    await model.removeAccount(key);
    root.notices.add('success', 'accounts.removed', { name: key });
    if (!root.session.isSignedIn) navigate('/main/public');
  };

  return (
    <div className="account-menu" ref={box}>
      {pushWasOn(root.scope.storage.get(WEB_PUSH_STORAGE_KEY)) ? <PushKeeper /> : null}
      <button
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="account-menu-button"
        title={t('accounts.menu', { count: accounts.length })}
        onClick={() => setOpen(!open)}
      >
        @{current.key}
        {accounts.length > 1 ? (
          <span className="account-menu-count"> +{accounts.length - 1}</span>
        ) : null}
      </button>
      {open ? (
        <div className="account-menu-list" role="menu" aria-label={t('accounts.title')}>
          {accounts.map((account) => (
            <div key={account.key} className="account-menu-row" data-testid="account-menu-row">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={account.active}
                className="account-menu-switch"
                disabled={account.active}
                onClick={() => void switchTo(account.key)}
              >
                @{account.key}
                {account.active ? ` (${t('accounts.current')})` : ''}
              </button>
              {confirming === account.key ? (
                <span className="account-menu-confirm">
                  {t('accounts.remove_confirm', { name: account.key })}{' '}
                  <button type="button" onClick={() => void remove(account.key)}>
                    {t('general.yes')}
                  </button>{' '}
                  <button type="button" onClick={() => setConfirming(null)}>
                    {t('general.no')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  className="account-menu-remove"
                  aria-label={`${t('accounts.remove')} @${account.key}`}
                  onClick={() => setConfirming(account.key)}
                >
                  {t('accounts.remove')}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            role="menuitem"
            className="account-menu-add"
            onClick={() => {
              setOpen(false);
              navigate('/login?add=1');
            }}
          >
            {t('accounts.add')}
          </button>
          <PushSettings />
        </div>
      ) : null}
    </div>
  );
});

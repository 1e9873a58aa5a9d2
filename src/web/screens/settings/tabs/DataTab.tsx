import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { accountSecurity, type ImportKind } from '../../../../core/api/account-security';
import { readSettingsBackup, settingsBackupText } from '../../../../core/model/settings-backup';
import { useRoot, useT } from '../../../app/hooks';

const KINDS: readonly ImportKind[] = ['follow', 'blocks', 'mutes'];
const KIND_WORD = { follow: 'follows', blocks: 'blocks', mutes: 'mutes' } as const;

/** Saves text as a file through a temporary link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Spec part 2 §2 settings tab "data import/export": follows, blocks and mutes from a file
 * (POST /api/pleroma/*_import, each kind with its own error), and the settings backup file
 * with the version rules of §4.
 */
export const DataTab = observer(function DataTab() {
  const root = useRoot();
  const t = useT();
  const signedIn = root.session.isSignedIn;
  const api = useMemo(
    () => (signedIn ? accountSecurity(root.client.http) : undefined),
    [root, signedIn],
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const restore = async (file: File) => {
    const result = readSettingsBackup(await file.text(), Object.keys(root.preferences.snapshot()));
    if (!result.ok) {
      setMessage({
        ok: false,
        text:
          result.reason === 'unsupported'
            ? t('settings_modal.data.settings_unsupported')
            : t(
                result.reason === 'newer'
                  ? 'settings_modal.data.settings_newer'
                  : 'settings_modal.data.settings_older',
                { major: result.major },
              ),
      });
      return;
    }
    root.preferences.set(result.settings);
    setMessage({
      ok: true,
      text:
        result.minorDiffers === undefined
          ? t('settings_modal.data.settings_restored')
          : `${t('settings_modal.data.settings_restored')} ${t('settings_modal.data.settings_minor', { minor: result.minorDiffers })}`,
    });
  };
  return (
    <>
      {api ? (
        <fieldset className="settings-group">
          <legend>{t('settings_modal.data.import_title')}</legend>
          {KINDS.map((kind) => {
            const word = t(`settings_modal.data.${KIND_WORD[kind]}`);
            return (
              <div className="settings-row" key={kind}>
                <label>
                  {t('settings_modal.data.import_file', { kind: word })}{' '}
                  <input
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    data-testid={`import-${kind}`}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (!file) return;
                      api.importList(kind, file, file.name).then(
                        () =>
                          setMessage({
                            ok: true,
                            text: t('settings_modal.data.import_done', { kind: word }),
                          }),
                        () =>
                          setMessage({
                            ok: false,
                            text: t(`settings_modal.data.${kind}_import_error`),
                          }),
                      );
                    }}
                  />
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <fieldset className="settings-group">
        <legend>{t('settings_modal.data.settings_backup')}</legend>
        <div className="settings-row">
          <button
            type="button"
            className="button"
            data-testid="settings-export"
            onClick={() =>
              download('petrel-settings.json', settingsBackupText(root.preferences.userSnapshot()))
            }
          >
            {t('settings_modal.data.settings_export')}
          </button>
          <label>
            {t('settings_modal.data.settings_import')}{' '}
            <input
              type="file"
              accept=".json,application/json"
              data-testid="settings-import"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void restore(file);
              }}
            />
          </label>
        </div>
      </fieldset>
      {message ? (
        <p
          className={message.ok ? 'settings-ok' : 'settings-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </>
  );
});

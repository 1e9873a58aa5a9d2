import { observer } from 'mobx-react-lite';
import type { AdminConfigStore } from '../../../../core/model/admin-config';
import type { TranslationKey } from '../../../../shared/i18n';
import { useT } from '../../../app/hooks';
import { SettingEditor } from '../SettingEditor';

/** A titled group of settings of `:pleroma, :instance` (by subkey). */
export const InstanceSettings = observer(function InstanceSettings({
  store,
  title,
  subkeys,
}: {
  store: AdminConfigStore;
  title?: TranslationKey;
  subkeys: readonly string[];
}) {
  const t = useT();
  return (
    <fieldset className="admin-group">
      {title ? <legend>{t(title)}</legend> : null}
      {subkeys.map((sub) => (
        <SettingEditor key={sub} store={store} path={[':pleroma', ':instance', sub]} />
      ))}
    </fieldset>
  );
});

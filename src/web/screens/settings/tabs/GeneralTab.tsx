import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useRoot, useT } from '../../../app/hooks';
import { PrefCheck, PrefNumber } from '../controls';

const CONFIRMATIONS = [
  'confirmLogout',
  'confirmRepeat',
  'confirmDelete',
  'confirmUnfollow',
  'confirmBlock',
  'confirmRemoveFollower',
  'confirmApproveFollow',
  'confirmDenyFollow',
] as const;

/** Muted words, one a line, saved when the field is left. */
const MutedWords = observer(function MutedWords() {
  const root = useRoot();
  const t = useT();
  const id = useId();
  const [text, setText] = useState(() => root.preferences.mutedWords.join('\n'));
  return (
    <div className="settings-row">
      <label htmlFor={id}>{t('settings_modal.general.mutedWords')}</label>
      <textarea
        id={id}
        rows={4}
        data-setting="mutedWords"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() =>
          root.preferences.set({
            mutedWords: text
              .split('\n')
              .map((w) => w.trim())
              .filter(Boolean),
          })
        }
      />
    </div>
  );
});

/** Spec part 2 §2 settings tab "general": display, confirmations, muted words. */
export function GeneralTab() {
  const t = useT();
  return (
    <>
      <fieldset className="settings-group">
        <legend>{t('settings_modal.general.display')}</legend>
        <PrefCheck name="hideNsfw" label="settings_modal.general.hideNsfw" />
        <PrefCheck name="collapseWithSubject" label="settings_modal.general.collapseWithSubject" />
        <PrefCheck name="hideMutedPosts" label="settings_modal.general.hideMutedPosts" />
        <PrefCheck name="hideInstancePanel" label="settings_modal.general.hideInstancePanel" />
        <PrefCheck name="streaming" label="settings_modal.general.streaming" />
        <PrefNumber name="maxThumbnails" label="settings_modal.general.maxThumbnails" min={0} />
        <PrefNumber name="maxThreadDepth" label="settings_modal.general.maxThreadDepth" min={1} />
        <MutedWords />
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings_modal.general.confirmations')}</legend>
        {CONFIRMATIONS.map((name) => (
          <PrefCheck key={name} name={name} label={`settings_modal.general.${name}`} />
        ))}
      </fieldset>
    </>
  );
}

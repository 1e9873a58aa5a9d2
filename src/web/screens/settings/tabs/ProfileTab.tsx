import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import {
  type CredentialChanges,
  credentialsOf,
  type OwnCredentials,
  type ProfileImage,
} from '../../../../core/api/credentials';
import {
  type FieldLimits,
  fieldLimitsOf,
  type ProfileProblem,
  profileProblems,
  RECOMMENDED_AVATAR_SIZE,
} from '../../../../core/model/profile-edit';
import type { ServerOptions } from '../../../../core/model/server-options';
import { fileSizeFormat } from '../../../../shared/format/file-size';
import { type TranslateFn, useRoot, useT } from '../../../app/hooks';
import { Spinner } from '../../../components/common/Spinner';
import { AvatarCropper } from '../AvatarCropper';
import { ServerCheck } from '../controls';
import { useOwn } from '../use-own';

type ImageKey = 'avatar' | 'header' | 'background';
type Flag =
  | 'locked'
  | 'bot'
  | 'discoverable'
  | 'hideFollows'
  | 'hideFollowers'
  | 'hideFollowsCount'
  | 'hideFollowersCount'
  | 'hideFavorites'
  | 'showRole';
const FLAGS: readonly Flag[] = [
  'locked',
  'bot',
  'discoverable',
  'hideFollows',
  'hideFollowers',
  'hideFollowsCount',
  'hideFollowersCount',
  'hideFavorites',
  'showRole',
];

function flagsOf(own: OwnCredentials): Record<Flag, boolean> {
  const a = own.account;
  return {
    locked: a.locked,
    bot: a.bot,
    discoverable: own.discoverable,
    hideFollows: a.hideFollows,
    hideFollowers: a.hideFollowers,
    hideFollowsCount: a.hideFollowsCount,
    hideFollowersCount: a.hideFollowersCount,
    hideFavorites: own.hideFavorites,
    showRole: own.showRole,
  };
}

const size = (bytes: number) => {
  const s = fileSizeFormat(bytes);
  return `${s.num}${s.unit}`;
};

function problemText(t: TranslateFn, problem: ProfileProblem): string {
  const which = (w: ImageKey) =>
    t(`settings_modal.profile.${w === 'header' ? 'banner' : w}` as const);
  switch (problem.kind) {
    case 'image_too_big':
      return t('settings_modal.profile.too_big', {
        which: which(problem.which),
        size: size(problem.size),
        allowed: size(problem.allowed),
      });
    case 'not_an_image':
      return t('settings_modal.profile.not_image', {
        which: which(problem.which),
        name: problem.name,
      });
    case 'too_many_fields':
      return t('settings_modal.profile.too_many_fields', { allowed: problem.allowed });
    default:
      return t('settings_modal.profile.field_too_long', {
        index: problem.index + 1,
        allowed: problem.allowed,
      });
  }
}

function toImage(file: File): ProfileImage {
  return { name: file.name, size: file.size, type: file.type, blob: file };
}

/** The profile form once one's own account has loaded. */
const ProfileForm = observer(function ProfileForm({
  own,
  limits,
  onSaved,
}: {
  own: OwnCredentials;
  limits: FieldLimits;
  onSaved: (own: OwnCredentials) => void;
}) {
  const root = useRoot();
  const t = useT();
  const id = useId();
  const [name, setName] = useState(own.account.displayName);
  const [bio, setBio] = useState(own.noteSource);
  const [fields, setFields] = useState(own.fields);
  const [birthday, setBirthday] = useState(own.birthday ?? '');
  const [showBirthday, setShowBirthday] = useState(own.showBirthday);
  const [flags, setFlags] = useState(() => flagsOf(own));
  const [images, setImages] = useState<Partial<Record<ImageKey, ProfileImage | null>>>({});
  const [cropping, setCropping] = useState<File>();
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const save = async () => {
    const changes: CredentialChanges = {
      displayName: name,
      note: bio,
      fields: fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== ''),
      showBirthday,
      ...flags,
      ...images,
    };
    if (birthday !== (own.birthday ?? '')) changes.birthday = birthday;
    const found = profileProblems(changes, root.instance.capabilities, limits);
    setProblems(found.map((p) => problemText(t, p)));
    if (found.length > 0) return;
    setStatus('saving');
    try {
      const saved = await credentialsOf(root.client).update(changes);
      root.entities.ingest({ accounts: [saved.account], statuses: [] });
      setImages({});
      setStatus('saved');
      onSaved(saved);
    } catch (e) {
      setStatus('idle');
      setProblems([
        t('settings_modal.profile.error', { detail: e instanceof Error ? e.message : String(e) }),
      ]);
    }
  };
  const imageInput = (key: ImageKey) => (
    <div className="settings-row" key={key}>
      <label htmlFor={`${id}-${key}`}>
        {t(`settings_modal.profile.${key === 'header' ? 'banner' : key}` as const)}
      </label>
      <input
        id={`${id}-${key}`}
        type="file"
        accept="image/*"
        data-testid={`profile-${key}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          if (key === 'avatar' && file.type.startsWith('image/')) setCropping(file);
          setImages((all) => ({ ...all, [key]: toImage(file) }));
        }}
      />
      {images[key] ? <span className="faint">{images[key]?.name}</span> : null}
      <button
        type="button"
        className="button"
        onClick={() => setImages((all) => ({ ...all, [key]: null }))}
      >
        {t('settings_modal.profile.remove_image')}
      </button>
    </div>
  );
  return (
    <form
      className="settings-group profile-settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="settings-row">
        <label htmlFor={`${id}-name`}>{t('settings_modal.profile.name')}</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="settings-row">
        <label htmlFor={`${id}-bio`}>{t('settings_modal.profile.bio')}</label>
        <textarea id={`${id}-bio`} rows={4} value={bio} onChange={(e) => setBio(e.target.value)} />
      </div>
      {imageInput('avatar')}
      <p className="faint">
        {t('settings_modal.profile.avatar_hint', { size: RECOMMENDED_AVATAR_SIZE })}
      </p>
      {cropping ? (
        <AvatarCropper
          file={cropping}
          onCropped={(image) => {
            setImages((all) => ({ ...all, avatar: image }));
            setCropping(undefined);
          }}
        />
      ) : null}
      {imageInput('header')}
      {imageInput('background')}
      <fieldset className="settings-group">
        <legend>{t('settings_modal.profile.fields')}</legend>
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fields have no identity but their place
          <div className="settings-row" key={index}>
            <input
              aria-label={t('settings_modal.profile.field_name')}
              placeholder={t('settings_modal.profile.field_name')}
              maxLength={limits.nameLength}
              value={field.name}
              onChange={(e) =>
                setFields(fields.map((f, i) => (i === index ? { ...f, name: e.target.value } : f)))
              }
            />
            <input
              aria-label={t('settings_modal.profile.field_value')}
              placeholder={t('settings_modal.profile.field_value')}
              maxLength={limits.valueLength}
              value={field.value}
              onChange={(e) =>
                setFields(fields.map((f, i) => (i === index ? { ...f, value: e.target.value } : f)))
              }
            />
            <button
              type="button"
              className="button"
              onClick={() => setFields(fields.filter((_, i) => i !== index))}
            >
              {t('settings_modal.profile.remove_field')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button"
          disabled={fields.length >= limits.maxFields}
          onClick={() => setFields([...fields, { name: '', value: '' }])}
        >
          {t('settings_modal.profile.add_field')}
        </button>
      </fieldset>
      <div className="settings-row">
        <label htmlFor={`${id}-birthday`}>{t('settings_modal.profile.birthday')}</label>
        <input
          id={`${id}-birthday`}
          type="date"
          value={birthday}
          onChange={(e) => setBirthday(e.target.value)}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={showBirthday}
            onChange={(e) => setShowBirthday(e.target.checked)}
          />{' '}
          {t('settings_modal.profile.show_birthday')}
        </label>
      </div>
      <fieldset className="settings-group">
        {/* show_role only means something to staff: the badge is an admin's or moderator's. */}
        {FLAGS.filter((flag) => flag !== 'showRole' || own.account.role !== 'member').map(
          (flag) => (
            <div className="settings-row" key={flag}>
              <label className="check">
                <input
                  type="checkbox"
                  data-profile-flag={flag}
                  checked={flags[flag]}
                  onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}
                />{' '}
                {t(`settings_modal.profile.${flag}`)}
              </label>
            </div>
          ),
        )}
      </fieldset>
      {problems.map((problem) => (
        <p className="settings-error" role="alert" key={problem}>
          {problem}
        </p>
      ))}
      <div className="settings-row">
        <button
          type="submit"
          className="button button-primary"
          data-testid="profile-save"
          disabled={status === 'saving'}
        >
          {t('settings_modal.save')}
        </button>
        {status === 'saved' ? (
          <span className="settings-ok" role="status">
            {t('settings_modal.profile.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
});

/**
 * Spec part 2 §2 settings tab "profile": name, bio, avatar (with a cropper), banner,
 * background within the instance's limits, fields within the field limits, birthday, and
 * the account's flags; one PATCH update_credentials on save (core's profile edit checks).
 */
export const ProfileTab = observer(function ProfileTab() {
  const root = useRoot();
  const { own, setOwn, error, options } = useOwn();
  const [limits, setLimits] = useState<FieldLimits>();
  useEffect(() => {
    // The field limits are in the instance document (pleroma.metadata.fields_limits).
    root.client.http.request('GET', '/api/v1/instance').then(
      ({ data }) => setLimits(fieldLimitsOf(data)),
      () => setLimits(fieldLimitsOf(null)),
    );
  }, [root]);
  if (error) return <p className="settings-error">{error}</p>;
  if (!own || !limits) return <Spinner />;
  return (
    <>
      <ProfileForm own={own} limits={limits} onSaved={setOwn} />
      <ProfileServerOptions options={options} />
    </>
  );
});

/**
 * Spec part 2 §3 "Profile options mapped to server fields": acceptChatMessages and
 * allowFollowingMove, each saved as it is ticked (reverted with "Error saving settings").
 */
const ProfileServerOptions = observer(function ProfileServerOptions({
  options,
}: {
  options: ServerOptions;
}) {
  const t = useT();
  return (
    <fieldset className="settings-group">
      <legend>{t('settings_modal.profile.server_options')}</legend>
      <ServerCheck
        options={options}
        name="acceptChatMessages"
        label="settings_modal.profile.acceptChatMessages"
      />
      <ServerCheck
        options={options}
        name="allowFollowingMove"
        label="settings_modal.profile.allowFollowingMove"
      />
    </fieldset>
  );
});

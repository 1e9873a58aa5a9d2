import { useEffect, useState } from 'react';
import { credentialsOf, type OwnCredentials } from '../../../core/api/credentials';
import { ServerOptions } from '../../../core/model/server-options';
import { useRoot } from '../../app/hooks';

/**
 * One's own account with its owner-only fields (verify_credentials), loaded when a tab that
 * shows them mounts, and the profile options kept on the server (spec part 2 §3) bound to it.
 */
export function useOwn(): {
  own: OwnCredentials | undefined;
  setOwn: (own: OwnCredentials) => void;
  options: ServerOptions;
  error: string | undefined;
} {
  const root = useRoot();
  const [own, setOwnState] = useState<OwnCredentials>();
  const [error, setError] = useState<string>();
  const [options] = useState(
    () =>
      new ServerOptions({
        updateCredentials: (changes) => credentialsOf(root.client).update(changes),
        updateNotificationSettings: (changes) =>
          credentialsOf(root.client).notificationSettings(changes),
        notices: root.notices,
      }),
  );
  useEffect(() => {
    let live = true;
    credentialsOf(root.client)
      .own()
      .then(
        (loaded) => {
          if (!live) return;
          options.load(loaded);
          setOwnState(loaded);
        },
        (e: unknown) => {
          if (live) setError(e instanceof Error ? e.message : String(e));
        },
      );
    return () => {
      live = false;
    };
  }, [root, options]);
  const setOwn = (next: OwnCredentials) => {
    options.load(next);
    setOwnState(next);
  };
  return { own, setOwn, options, error };
}

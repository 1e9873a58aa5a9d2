import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../../../core/errors';
import { ServerProbe } from '../../../../core/model/add-account';
import { useServices } from '../../app-context';

/**
 * The server a sign-up page is about, read apart from the active account's (its instance
 * documents: registration rules, mailer). `error`: the address is not one.
 */
export function useServerProbe(
  server: string,
  then?: (probe: ServerProbe) => Promise<void>,
): { probe: ServerProbe | null; error: string | null } {
  const { root } = useServices();
  const [made] = useState(() => {
    try {
      return { probe: new ServerProbe(root, server), error: null };
    } catch (error) {
      return { probe: null, error: describeError(error) };
    }
  });
  const after = useRef(then);
  after.current = then;
  useEffect(() => {
    const probe = made.probe;
    if (probe) void probe.load().then(() => after.current?.(probe));
  }, [made]);
  return made;
}

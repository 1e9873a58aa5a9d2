/** Spec part 2 §7/§9: the alerts a push subscription asks for, all five on by default. */
export const PUSH_ALERT_TYPES = ['follow', 'favourite', 'mention', 'reblog', 'move'] as const;
export type PushAlertType = (typeof PUSH_ALERT_TYPES)[number];
export type PushAlerts = Record<PushAlertType, boolean>;

export function defaultPushAlerts(): PushAlerts {
  return { follow: true, favourite: true, mention: true, reblog: true, move: true };
}

import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { missingFeatures, type ServerFeature, timelineFeature } from '../../core/api/capabilities';
import { lacksSentence } from '../../shared/format/server-features';
import { useRoot, useT } from './hooks';
import type { RouteSpec } from './route-table';

/** The server feature a route's screen depends on, if any. */
export function routeFeature(spec: RouteSpec): ServerFeature | undefined {
  if (spec.needsChat) return 'chats';
  return timelineFeature({ type: spec.name });
}

/**
 * A route whose feature the server lacks says so in one sentence instead of showing a
 * screen whose calls could only fail (a bookmark link followed on a Mastodon 3.0 server).
 */
export const RequireFeature = observer(function RequireFeature({
  feature,
  children,
}: {
  feature: ServerFeature;
  children: ReactNode;
}) {
  const t = useT();
  const { capabilities } = useRoot().instance;
  if (!missingFeatures(capabilities).includes(feature)) return <>{children}</>;
  return (
    <section className="panel server-lacks" data-feature={feature}>
      <div className="panel-body">
        <p>{lacksSentence(t, capabilities, feature)}</p>
      </div>
    </section>
  );
});

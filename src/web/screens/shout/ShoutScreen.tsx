import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { shoutboxOf } from '../../../core/model/shoutbox';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useShoutChannel } from '../../../shared/shout/use-shout-channel';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { ShoutBody } from './ShoutBody';
import './shout.css';

/**
 * `/shout-panel` (spec part 1 §2): the public message board over the server's realtime
 * channel, for signed-in users where the server offers it. The channel is joined while the
 * panel is shown and left with it; Enter sends. Texts are React text, never HTML.
 */
export const ShoutScreen = observer(function ShoutScreen() {
  useFeatureWords(screens);
  const root = useRoot();
  const t = useT();
  const store = root.scope.use(shoutboxOf);
  const signedIn = root.session.isSignedIn;
  const available = store.available;
  useShoutChannel(store);
  let body: ReactNode;
  if (!signedIn) body = <p className="faint">{t('shoutbox.sign_in')}</p>;
  else if (!available) body = <p className="faint">{t('shoutbox.unavailable')}</p>;
  else body = <ShoutBody store={store} />;
  return (
    <section className="panel shout-panel" aria-label={t('shoutbox.title')}>
      <header className="panel-heading">
        <h2>{t('shoutbox.title')}</h2>
      </header>
      <div className="panel-body">{body}</div>
    </section>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default ShoutScreen;

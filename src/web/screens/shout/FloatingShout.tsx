import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { shoutboxOf } from '../../../core/model/shoutbox';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useShoutChannel } from '../../../shared/shout/use-shout-channel';
import { useRoot, useT } from '../../app/hooks';
import { useFeatureWords } from '../../i18n/feature-words';
import { ShoutBody } from './ShoutBody';
import './shout.css';

/**
 * The floating shoutbox (spec part 1 §2: "the panel can be collapsed when floating"): a
 * corner panel over every route of the wide layouts, joined while it is there, open or
 * collapsed. Collapsed, it keeps listening and marks messages from others as unread until
 * it is opened again. Its state lives with the layout, so it stays across route changes.
 * It starts collapsed, as Pleroma-FE's does, and sits in the corner away from the sidebar:
 * open over the sidebar it hid the panels' links (who to follow's "More").
 */
export const FloatingShout = observer(function FloatingShout() {
  useFeatureWords(screens);
  const t = useT();
  const store = useRoot().scope.use(shoutboxOf);
  const [open, setOpen] = useState(false);
  useShoutChannel(store);
  const heard = store.heard;
  useEffect(() => {
    if (open && heard >= 0) store.markSeen();
  }, [store, open, heard]);
  const unread = !open && store.unread;
  return (
    <section
      className={open ? 'floating-shout panel' : 'floating-shout panel floating-shout-collapsed'}
      aria-label={t('shoutbox.title')}
    >
      <header className="panel-heading floating-shout-heading">
        <button
          type="button"
          className="link-button floating-shout-toggle"
          aria-expanded={open}
          title={open ? t('shoutbox.collapse') : t('shoutbox.expand')}
          onClick={() => setOpen((was) => !was)}
        >
          <span>{t('shoutbox.title')}</span>
          {unread ? (
            <span className="badge floating-shout-unread" role="status">
              {t('shoutbox.new_messages')}
            </span>
          ) : null}
        </button>
      </header>
      {open ? (
        <div className="panel-body">
          <ShoutBody store={store} />
        </div>
      ) : null}
    </section>
  );
});

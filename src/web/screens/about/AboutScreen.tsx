import { observer } from 'mobx-react-lite';
import type { ServerFeature } from '../../../core/api/capabilities';
import { missingSentence } from '../../../shared/format/server-features';
import { screens } from '../../../shared/i18n/en/common-screens';
import { useRoot, useT } from '../../app/hooks';
import { SafeHtml } from '../../components/common/SafeHtml';
import { useFeatureWords } from '../../i18n/feature-words';
import { FederationPanel } from './FederationPanel';
import { StaffPanel } from './StaffPanel';
import '../../styles/reading.css';

/** What the web client offers that a server may lack (no quoting or editing yet). */
const WEB_FEATURES: readonly ServerFeature[] = [
  'bookmarks',
  'chats',
  'emoji_reactions',
  'markers',
  'streaming',
];

/**
 * `/about`: the instance (title and description), its staff and its federation policy.
 * The instance-specific panel, terms of service and features panel are not built yet.
 */
export const AboutScreen = observer(function AboutScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  const t = useT();
  const { instance } = useRoot();
  const info = instance.info;
  const missing = missingSentence(t, instance.capabilities, WEB_FEATURES);
  return (
    <div className="about-screen">
      <section className="panel about-instance" aria-label={t('about.about')}>
        <header className="panel-heading">
          <h2>{info?.title || t('about.about')}</h2>
        </header>
        <div className="panel-body">
          {info?.description ? <SafeHtml html={info.description} /> : null}
          {info?.uri ? <p className="faint">{info.uri}</p> : null}
          {missing ? <p className="faint server-lacks">{missing}</p> : null}
        </div>
      </section>
      <StaffPanel />
      <FederationPanel />
    </div>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default AboutScreen;

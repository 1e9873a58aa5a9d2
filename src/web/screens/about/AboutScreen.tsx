import { observer } from 'mobx-react-lite';
import type { ServerFeature } from '../../../core/api/capabilities';
import { missingSentence } from '../../../shared/format/server-features';
import { screens } from '../../../shared/i18n/en/common-screens';
import { shellWords } from '../../../shared/i18n/en/common-shell';
import { useRoot, useT } from '../../app/hooks';
import { SafeHtml } from '../../components/common/SafeHtml';
import { FeaturesPanel } from '../../components/instance/FeaturesPanel';
import { InstancePanel, TermsOfService } from '../../components/instance/InstancePanel';
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
 * `/about` (spec part 1 §2): the instance (title and description), the instance-specific
 * panel, its staff, the terms of service, its federation policy and the features panel (when
 * the instance enables it), then this front-end's version (spec part 2 §2 "version display").
 */
export const AboutScreen = observer(function AboutScreen() {
  // This screen's words come with its chunk (web budget).
  useFeatureWords(screens);
  useFeatureWords(shellWords);
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
      <InstancePanel />
      <StaffPanel />
      <TermsOfService />
      <FederationPanel />
      <FeaturesPanel />
      <p className="faint about-version" data-testid="app-version">
        {t('instance.frontend_version', { version: import.meta.env.PETREL_VERSION ?? '?' })}
      </p>
    </div>
  );
});

/** For the route's lazy import (a default export costs the first load less). */
export default AboutScreen;

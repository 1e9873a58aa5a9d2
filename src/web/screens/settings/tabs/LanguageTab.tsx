import { lazyFeature } from '../../../app/lazy-feature';

// The top bar's menu chunk, fetched as the top bar does (see MutesTab on static imports).
const LanguageMenu = lazyFeature(() =>
  import('../../../components/language/LanguageMenu').then((m) => m.LanguageMenu),
);

/** The interface language: the top bar's menu, in the modal. */
export function LanguageTab() {
  return (
    <div className="settings-row">
      <LanguageMenu />
    </div>
  );
}

import { LanguageMenu } from '../../../components/language/LanguageMenu';

/** The interface language: the top bar's menu, in the modal. */
export function LanguageTab() {
  return (
    <div className="settings-row">
      <LanguageMenu />
    </div>
  );
}

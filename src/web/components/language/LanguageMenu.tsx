import { observer } from 'mobx-react-lite';
import { languageWords } from '../../../shared/i18n/en/common-languages';
import { LANGUAGES, pickLanguage, supportedLanguage } from '../../../shared/i18n/language-list';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { useServices, useT } from '../../app/hooks';
import { chooseLanguage } from '../../i18n/choose-language';
import { useFeatureWords } from '../../i18n/feature-words';
import './language.css';

/**
 * The top bar's language switcher (loaded after the first frame): every interface language
 * by its own name, and "Automatic" for the browser's. Choosing one stores the `lang` setting;
 * the page follows at once, without a reload (main.tsx).
 */
export const LanguageMenu = observer(function LanguageMenu() {
  useFeatureWords(languageWords);
  const { model, i18n } = useServices();
  const { root } = model;
  const t = useT();
  const chosen = supportedLanguage(root.preferences.lang) ?? '';
  const browser = pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
  return (
    <label className="language-menu">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        data-testid="language-menu"
        title={t('language.label')}
        value={chosen}
        onChange={(event) => void chooseLanguage(root, i18n, event.target.value)}
      >
        <option value="">{t('language.automatic', { language: LANGUAGE_NAMES[browser] })}</option>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
});

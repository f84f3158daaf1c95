import { type AdviceLanguage, ADVICE_LANGUAGES, languageOfWord } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { setLanguage } from '../../../lib/i18n';
import { languageWord } from '../../../lib/language';

/** The advice language of the screen's language: one language for the whole app. */
export function adviceLanguageOf(language: string): AdviceLanguage {
  return languageWord(language);
}

/**
 * The English/Hindi/Marathi toggle at the top right (spec 2.6). It is the app's own language switch, not
 * a second setting: the advice is written in the language the screen is shown in.
 */
export function AdviceLanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <ChoiceButtons
      label={t('fertilizer.adviceLanguage')}
      choices={ADVICE_LANGUAGES.map((l) => ({ value: l, label: t(`fertilizer.languages.${l}`), lang: languageOfWord(l) }))}
      value={adviceLanguageOf(i18n.language)}
      onChange={(next) => void setLanguage(languageOfWord(next))}
    />
  );
}

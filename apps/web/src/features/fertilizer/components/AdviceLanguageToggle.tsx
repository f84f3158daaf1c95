import { type AdviceLanguage, ADVICE_LANGUAGES, languageOfWord } from '@agrim/contracts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
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
    <ToggleButtonGroup
      size="small"
      exclusive
      value={adviceLanguageOf(i18n.language)}
      aria-label={t('fertilizer.adviceLanguage')}
      onChange={(_e, next: AdviceLanguage | null) => next && void setLanguage(languageOfWord(next))}
    >
      {ADVICE_LANGUAGES.map((l) => (
        <ToggleButton key={l} value={l} lang={languageOfWord(l)}>
          {t(`fertilizer.languages.${l}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

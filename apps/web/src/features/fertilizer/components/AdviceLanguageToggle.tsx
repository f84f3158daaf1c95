import { type AdviceLanguage, ADVICE_LANGUAGES } from '@agrim/contracts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The Hindi/English toggle at the top right (spec 2.6): the language the advice is written in. */
export function AdviceLanguageToggle({ value, onChange }: { value: AdviceLanguage; onChange: (language: AdviceLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('fertilizer.adviceLanguage')}
      onChange={(_e, next: AdviceLanguage | null) => next && onChange(next)}
    >
      {ADVICE_LANGUAGES.map((l) => (
        <ToggleButton key={l} value={l} lang={l === 'hindi' ? 'hi' : 'en'}>
          {t(`fertilizer.languages.${l}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

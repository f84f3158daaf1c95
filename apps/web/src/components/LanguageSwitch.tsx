import type { Language } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { type Choice, ChoiceButtons } from './ChoiceButtons';

/** Each language by its own name, written in it: the visible text is the button's name (WCAG 2.5.3, issue 39). */
export const LANGUAGE_NAMES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
  { value: 'mr', label: 'मराठी', lang: 'mr' },
] as const satisfies readonly Choice<Language>[];

/**
 * The app bar's language switch. Tight padding on a phone: three names must fit the 360 px app bar beside the
 * search box, the bell and the account menu.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <ChoiceButtons
      label={t('nav.language')}
      choices={LANGUAGE_NAMES}
      value={currentLanguage()}
      onChange={(language) => void setLanguage(language)}
      sx={{ display: 'flex', flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1 }}
      buttonSx={{ px: { xs: 0.5, sm: 1 }, py: 0.25, whiteSpace: 'nowrap' }}
    />
  );
}

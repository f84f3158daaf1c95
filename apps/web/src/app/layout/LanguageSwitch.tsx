import type { Language } from '@agrim/contracts';
import { Box, ToggleButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';

/** Each language by its own name, written in it: the visible text is the button's name (WCAG 2.5.3, issue 39). */
const LANGUAGES: Array<{ value: Language; name: string }> = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
];

/**
 * Two toggle buttons side by side, not MUI's ToggleButtonGroup: the group's roving focus registers its buttons
 * after the first commit and so redraws the page's frame at once, in the same blocking task (issue 24). Two
 * buttons are two tab stops; nothing else is lost.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Box role="group" aria-label={t('nav.language')} sx={{ display: 'flex', bgcolor: 'background.paper', borderRadius: 1 }}>
      {LANGUAGES.map(({ value, name }, i) => (
        <ToggleButton
          key={value}
          size="small"
          value={value}
          lang={value}
          selected={current === value}
          onChange={() => current !== value && void setLanguage(value)}
          sx={{
            px: 1,
            py: 0.25,
            ...(i === 0
              ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
              : { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }),
          }}
        >
          {name}
        </ToggleButton>
      ))}
    </Box>
  );
}

import type { Language } from '@agrim/contracts';
import { Box, ToggleButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';

const LANGUAGES: Array<{ value: Language; label: string; name: string }> = [
  { value: 'en', label: 'EN', name: 'English' },
  { value: 'hi', label: 'हिं', name: 'हिन्दी' },
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
      {LANGUAGES.map(({ value, label, name }, i) => (
        <ToggleButton
          key={value}
          size="small"
          value={value}
          lang={value}
          aria-label={name}
          selected={current === value}
          onChange={() => current !== value && void setLanguage(value)}
          sx={{
            px: 1.25,
            py: 0.25,
            ...(i === 0
              ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
              : { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }),
          }}
        >
          {label}
        </ToggleButton>
      ))}
    </Box>
  );
}

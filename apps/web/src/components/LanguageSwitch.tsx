import type { Language } from '@agrim/contracts';
import { Box, ToggleButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../lib/i18n';

/** Each language by its own name, written in it: the visible text is the button's name (WCAG 2.5.3, issue 39). */
const LANGUAGES: Array<{ value: Language; name: string }> = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
  { value: 'mr', name: 'मराठी' },
];

/**
 * Toggle buttons side by side, not MUI's ToggleButtonGroup: the group's roving focus registers its buttons
 * after the first commit and so redraws the page's frame at once, in the same blocking task (issue 24). Each
 * button is a tab stop; the chosen one is pressed (aria-pressed). Tight padding on a phone: three names must
 * fit the 360 px app bar beside the search box, the bell and the account menu.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const last = LANGUAGES.length - 1;
  return (
    <Box role="group" aria-label={t('nav.language')} sx={{ display: 'flex', flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1 }}>
      {LANGUAGES.map(({ value, name }, i) => (
        <ToggleButton
          key={value}
          size="small"
          value={value}
          lang={value}
          selected={current === value}
          onChange={() => current !== value && void setLanguage(value)}
          sx={{
            px: { xs: 0.5, sm: 1 },
            py: 0.25,
            whiteSpace: 'nowrap',
            // The focus ring over the neighbour that overlaps this button's border.
            '&.Mui-focusVisible': { zIndex: 1 },
            ...(i > 0 && { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }),
            ...(i < last && { borderTopRightRadius: 0, borderBottomRightRadius: 0 }),
          }}
        >
          {name}
        </ToggleButton>
      ))}
    </Box>
  );
}

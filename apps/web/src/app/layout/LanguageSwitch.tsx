import type { Language } from '@agrim/contracts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={currentLanguage()}
      onChange={(_e, value: Language | null) => value && void setLanguage(value)}
      aria-label={t('nav.language')}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="en" lang="en" aria-label="English" sx={{ px: 1.25, py: 0.25 }}>
        EN
      </ToggleButton>
      <ToggleButton value="hi" lang="hi" aria-label="हिन्दी" sx={{ px: 1.25, py: 0.25 }}>
        हिं
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

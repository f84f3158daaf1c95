import type { Language } from '@agrim/contracts';
import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { GridLocaleText } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { languageOf } from './language';

/** MUI's own texts (pagination, alerts…) and the DataGrid's, in one language. */
export interface MuiTexts {
  material: Localization;
  grid: Partial<GridLocaleText>;
}

const loaded: Partial<Record<Language, MuiTexts>> = {};

/**
 * MUI's texts in Hindi or Marathi, each its own chunk fetched with the language's strings (i18n.ts) and only
 * by its readers: nothing of them is in the first load (issue 24's budget).
 */
export async function loadMuiTexts(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] = language === 'hi' ? (await import('./muiLocale.hi')).muiHindi : (await import('./muiLocale.mr')).muiMarathi;
}

/** The app theme in the screen's language: MUI's own texts plus the grid's. */
export function localizedTheme(base: Theme, language: string): Theme {
  const texts = loaded[languageOf(language)];
  if (!texts) return base;
  return createTheme(base, texts.material, { components: { MuiDataGrid: { defaultProps: { localeText: texts.grid } } } });
}

/**
 * A grid's own texts on top of the built-in ones in the screen's language. A `localeText` prop
 * replaces the theme's whole set, so a grid that sets one (its empty message, say) passes it through here.
 */
export function useGridText(own: Partial<GridLocaleText>): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const texts = loaded[languageOf(i18n.language)];
  return texts ? { ...texts.grid, ...own } : own;
}

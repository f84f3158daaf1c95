import { LANGUAGES, menuFor, type Role, SCREEN_ROUTES, type ScreenRoute } from '@agrim/contracts';
import { Autocomplete, ListItemIcon, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { i18n, loadLanguage } from '../../lib/i18n';
import { AVAILABLE_SCREENS } from '../screens';
import { early, SEARCH_BOX_SX, SEARCH_INPUT_SX, SearchAdornment } from './SearchBox';
import { SCREEN_ICONS } from './screenIcons';

/**
 * Finds the screens the caller may open by their English or Hindi name (or Marathi, for a Marathi reader) and jumps to one. Its own chunk,
 * loaded after the first paint; it takes over what was typed into the stand-in (SearchBox).
 */
export default function ScreenSearch({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState(early.text);
  // Typed into the stand-in while this code loaded: the list opens with it at once.
  const [typedEarly] = useState(!!early.text);
  // Hindi names match in English too: their strings are fetched when the box is first used (issue 24).
  const [, setHindiLoaded] = useState(false);
  const loadHindi = () => void loadLanguage('hi').then(() => setHindiLoaded(true));
  const screens = [
    ...menuFor(role, AVAILABLE_SCREENS),
    ...SCREEN_ROUTES.filter((r) => !r.menu && r.path !== '/errors' && r.roles.includes(role) && AVAILABLE_SCREENS.includes(r.path)),
  ];
  // Marathi names too where Marathi is loaded: only its readers download it (i18n.ts).
  const names = (s: ScreenRoute) =>
    LANGUAGES.filter((lng) => lng !== 'mr' || i18n.hasResourceBundle('mr', 'translation'))
      .map((lng) => i18n.t(s.labelKey, { lng }))
      .join(' ')
      .toLowerCase();
  return (
    <Autocomplete<ScreenRoute, false, false, false>
      options={screens}
      value={null}
      inputValue={input}
      onFocus={loadHindi}
      openOnFocus={typedEarly}
      // 'reset' comes on mount (it would empty what was typed into the stand-in) and after a choice, which
      // empties the box itself (onChange).
      onInputChange={(_e, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_e, screen) => {
        if (screen) {
          setInput('');
          void navigate(screen.path);
        }
      }}
      getOptionLabel={(s) => t(s.labelKey)}
      filterOptions={(options, state) => {
        const words = state.inputValue.toLowerCase().split(/\s+/).filter(Boolean);
        return options.filter((o) => words.every((w) => names(o).includes(w)));
      }}
      noOptionsText={t('nav.noResults')}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <ListItemIcon sx={{ minWidth: 36 }}>{SCREEN_ICONS[option.path]}</ListItemIcon>
            {t(option.labelKey)}
          </li>
        );
      }}
      sx={SEARCH_BOX_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={early.focused}
          size="small"
          placeholder={t('nav.search')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('nav.searchLabel') },
            input: {
              ...params.slotProps.input,
              startAdornment: <SearchAdornment />,
              sx: SEARCH_INPUT_SX,
            },
          }}
        />
      )}
    />
  );
}

import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What was typed into the stand-in box before the screen search's own code arrived: the search takes it
 * over, so nothing typed early is lost and the focus stays in the box.
 */
export const early = { text: '', focused: false };

export const SEARCH_BOX_SX = { width: { xs: '100%', sm: 320 }, maxWidth: 420 } as const;
export const SEARCH_INPUT_SX = { bgcolor: 'background.paper', borderRadius: 5 } as const;

export const SearchAdornment = () => (
  <InputAdornment position="start">
    <SearchIcon fontSize="small" />
  </InputAdornment>
);

/**
 * The search box as it looks, drawn until the screen search (Autocomplete and Popper, ≈ 18 KB gz) is wanted
 * when the box first takes the focus (`onUse`: a tap, a click or the Tab key), not while a screen loads (issue 24: its render was the
 * longest task of /home's load). It has no list of its own.
 */
export function SearchBox({ onUse }: { onUse?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(early.text);
  return (
    <TextField
      size="small"
      placeholder={t('nav.search')}
      value={text}
      onChange={(e) => setText((early.text = e.target.value))}
      onFocus={() => {
        early.focused = true;
        onUse?.();
      }}
      onBlur={() => (early.focused = false)}
      sx={SEARCH_BOX_SX}
      slotProps={{
        htmlInput: { 'aria-label': t('nav.searchLabel') },
        input: { startAdornment: <SearchAdornment />, sx: SEARCH_INPUT_SX },
      }}
    />
  );
}

import { Box, ButtonBase } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<K extends string> {
  value: K;
  label: ReactNode;
  /** The tab's id, which its panel names in aria-labelledby. */
  id?: string;
  /** The id of the panel the tab shows. */
  panelId?: string;
}

interface Props<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (value: K) => void;
  /** The list's name, when the screen's heading does not already say what the tabs choose between. */
  label?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs as WAI-ARIA's tab list: one tab stop (the chosen tab), arrow keys, Home and End move the focus, Enter or
 * Space opens the focused tab; the list scrolls sideways inside itself when the tabs are wider than a phone. Not
 * MUI's Tabs: its indicator is measured and its roving focus registered in effects after the first commit, so
 * React draws the screen again at once and runs that commit's effects in the same blocking task (issue 43).
 */
export function TabBar<K extends string>({ tabs, value, onChange, label }: Props<K>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const from = buttons.indexOf(document.activeElement as HTMLElement);
    if (from < 0) return;
    event.preventDefault();
    buttons[move(from, buttons.length)]!.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', overflowX: 'auto', scrollbarWidth: 'none', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={tab.id}
            aria-controls={tab.panelId}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            sx={(theme) => ({
              ...theme.typography.button,
              flexShrink: 0,
              minHeight: 48,
              minWidth: 90,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              // The chosen tab's line, inside the tab so the focus ring around it stays whole.
              boxShadow: selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
              '&.Mui-focusVisible': { outlineOffset: -3 },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

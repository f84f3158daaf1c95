import { Box, Chip, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An account's name in a table row, with a Disabled chip when it cannot sign in. */
export function AccountNameCell({ name, email, disabled }: { name: string | null; email: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
      {disabled && <Chip size="small" color="warning" label={t('lifecycle.users.disabled')} data-testid={`disabled-${email}`} />}
    </Stack>
  );
}

/**
 * A cell whose text wraps onto a second line instead of being cut: with every column on a 1366 px
 * laptop, the dates break after the day and a long email at its dots.
 */
export const Wrapped = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{ display: 'flex', alignItems: 'center', height: '100%', whiteSpace: 'normal', lineHeight: 1.3, overflowWrap: 'anywhere' }}
  >
    {children}
  </Box>
);

import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { MAIN_ID, SkipLink } from '../../../components/SkipLink';

/**
 * The sign-in screens' frame: the logo, a title and help line, the language switch and a form. As in the app's
 * frame, "Skip to main content" is the first tab stop (issue 39): it passes the language switch to the form.
 */
export function AuthCard({
  title,
  subtitle,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e8f5e9 0%, #f5f7f4 55%, #efebe9 100%)',
      }}
    >
      <SkipLink />
      <Box sx={{ position: 'fixed', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ width: '100%', maxWidth: 400 }}>
        <Paper component="form" onSubmit={onSubmit} noValidate elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <img src="/logo.svg" alt="" width={56} height={56} />
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}

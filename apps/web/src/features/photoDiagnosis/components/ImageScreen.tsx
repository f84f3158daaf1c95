import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { PageHeader } from '../../../components/PageHeader';

interface Props {
  title: string;
  intro: string;
  /** The photo panel (left, or on top on a phone). */
  upload: ReactNode;
  /** The answer, beside the photo (spec 2.11). */
  result: ReactNode;
  resultTitle: string;
  /** Full-width panels under both. */
  children?: ReactNode;
}

/** The page of an image analysis screen: heading, the photo and the answer side by side, more below. */
export function ImageScreen({ title, intro, upload, result, resultTitle, children }: Props) {
  const resultId = useId();
  return (
    <Stack spacing={2.5}>
      <PageHeader title={title} subtitle={intro} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        }}
      >
        {upload}
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={resultId}
          aria-live="polite"
          sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          data-testid="image-result"
        >
          <Typography id={resultId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
            {resultTitle}
          </Typography>
          {result}
        </Paper>
      </Box>
      {children}
    </Stack>
  );
}

/** What the answer panel says before there is an answer. */
export function NoResult({ text, icon }: { text: string; icon: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, md: 6 }, color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" data-testid="image-no-result">
        {text}
      </Typography>
    </Stack>
  );
}

import type { ImageAnalysis } from '@agrim/contracts';
import { Box, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeText, labelText } from '../imageFile';
import { formatPercent } from '../../../lib/predictionFormat';

/**
 * Under a combined answer (issue 23): how many photos it came from and how many were left out, and
 * on request each photo's own answer. Nothing for a one-photo answer. `previews` are the photos sent,
 * in the order sent (the screen clears the answer when its photos change, so they line up).
 */
export function PhotoResults({ analysis, previews = [] }: { analysis: ImageAnalysis; previews?: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const photos = analysis.photos;
  if (!photos) return null;
  const leftOut = photos.filter((p) => p.left_out).length;
  return (
    <Stack spacing={1} data-testid="photo-results">
      <Typography variant="body2" data-testid="photo-summary">
        {leftOut === photos.length
          ? t('image.photos.noneUsed')
          : leftOut > 0
            ? t('image.photos.summaryLeftOut', { used: photos.length - leftOut, count: photos.length, leftOut })
            : t('image.photos.summary', { count: photos.length })}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={open}
            onChange={(e) => setOpen(e.target.checked)}
            slotProps={{ input: { 'aria-controls': listId } }}
            data-testid="photo-results-toggle"
          />
        }
        label={t('image.photos.toggle')}
      />
      {open && (
        <Box component="ol" id={listId} aria-label={t('image.photos.listTitle')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {photos.map((p, i) => (
            <Stack
              component="li"
              key={p.record_id}
              direction="row"
              spacing={1.5}
              data-testid="photo-result"
              sx={{ alignItems: 'center', py: 1, borderTop: i > 0 ? '1px solid' : 'none', borderColor: 'divider', minWidth: 0 }}
            >
              {previews[i] && (
                <Box
                  component="img"
                  src={previews[i]}
                  alt=""
                  sx={{ width: 48, height: 48, flexShrink: 0, objectFit: 'cover', borderRadius: 1, opacity: p.left_out ? 0.5 : 1 }}
                />
              )}
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="body2" noWrap title={p.filename} color="text.secondary">
                  {p.filename}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {p.left_out ? t('image.photos.leftOut') : p.name ? knowledgeText(p.name, i18n.language).text : labelText(p.label)}
                </Typography>
              </Box>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                {!p.left_out && (
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatPercent(p.confidence, i18n.language, 0)}
                  </Typography>
                )}
                {p.not_sure && !p.left_out && <Chip size="small" color="warning" label={t('image.photos.notSure')} />}
              </Stack>
            </Stack>
          ))}
        </Box>
      )}
    </Stack>
  );
}

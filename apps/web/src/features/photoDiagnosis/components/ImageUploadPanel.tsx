import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ImageIcon from '@mui/icons-material/Image';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, type ImageProblem, imageProblem, MAX_IMAGE_MB } from '../imageFile';
import type { PickedImage } from '../hooks/usePickedImage';
import { BusyButton } from '../../../components/BusyButton';

interface Props {
  title: string;
  picked: PickedImage | null;
  onPick: (file: File | null) => void;
  /** The upload is running: the button shows a spinner and refuses clicks. */
  busy: boolean;
  onUpload: () => void;
  /** False keeps Upload disabled even with a photo chosen (e.g. no model installed). */
  canUpload?: boolean;
  /** Controls above the file choice: crop or model selectors. */
  controls?: ReactNode;
  hint?: string;
}

/**
 * Choose a photo, see it, Upload it (spec 2.11, 2.16, 2.17). A file that is not a JPEG, PNG or WebP
 * photo, or is too large, is refused here with a message before anything is sent.
 */
export function ImageUploadPanel({ title, picked, onPick, busy, onUpload, canUpload = true, controls, hint }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const headingId = useId();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const bad = imageProblem(file);
    setProblem(bad);
    onPick(bad ? null : file);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {controls}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternate />} onClick={() => input.current?.click()} disabled={busy}>
            {picked ? t('image.common.chooseOther') : t('image.common.choose')}
          </Button>
          <BusyButton
            variant="contained"
            startIcon={<UploadFile />}
            busy={busy}
            disabled={!picked || !canUpload}
            onClick={onUpload}
            data-testid="image-upload"
          >
            {t('image.common.upload')}
          </BusyButton>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="image-file"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="image-file-name" sx={{ overflowWrap: 'anywhere' }}>
          {picked ? picked.file.name : (hint ?? t('image.common.hint', { mb: MAX_IMAGE_MB }))}
        </Typography>
        {problem && (
          <Alert severity="error" data-testid="image-problem" onClose={() => setProblem(null)}>
            {t(`image.common.problem.${problem}`, { mb: MAX_IMAGE_MB })}
          </Alert>
        )}
        <Box
          sx={{
            borderRadius: 1,
            bgcolor: 'grey.100',
            border: '1px dashed',
            borderColor: picked ? 'transparent' : 'grey.400',
            minHeight: { xs: 180, sm: 240 },
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {picked ? (
            <Box
              component="img"
              src={picked.url}
              alt={t('image.common.previewAlt', { name: picked.file.name })}
              data-testid="image-preview"
              sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: { xs: 300, sm: 380 }, objectFit: 'contain' }}
            />
          ) : (
            <Stack spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }}>
              <ImageIcon sx={{ fontSize: 40, color: 'grey.400' }} />
              <Typography variant="body2">{t('image.common.noImage')}</Typography>
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

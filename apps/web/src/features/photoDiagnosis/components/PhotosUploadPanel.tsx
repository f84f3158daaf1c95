import { MAX_PHOTOS_PER_ANALYSIS } from '@agrim/contracts';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, type ImageProblem, imageProblem, MAX_IMAGE_MB } from '../imageFile';
import type { PickedImage } from '../hooks/usePickedImage';
import { BusyButton } from '../../../components/BusyButton';

interface Props {
  title: string;
  picked: ReadonlyArray<PickedImage & { key: number }>;
  /** Adds photos; returns how many did not fit under MAX_PHOTOS_PER_ANALYSIS. */
  onAdd: (files: File[]) => number;
  onRemove: (key: number) => void;
  busy: boolean;
  onUpload: () => void;
  canUpload?: boolean;
  controls?: ReactNode;
}

/**
 * Up to MAX_PHOTOS_PER_ANALYSIS photos of one sample (issue 23): add them (several at once, or one
 * by one from the camera), see each, remove one, Upload all for one answer. A file that is not a
 * photo, or is too large, is refused here with a message and the others are kept.
 */
export function PhotosUploadPanel({ title, picked, onAdd, onRemove, busy, onUpload, canUpload = true, controls }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [notAdded, setNotAdded] = useState(0);
  const headingId = useId();
  const full = picked.length >= MAX_PHOTOS_PER_ANALYSIS;

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const bad = files.map(imageProblem).find((p) => p !== null) ?? null;
    setProblem(bad);
    setNotAdded(onAdd(files.filter((f) => imageProblem(f) === null)));
  };
  const remove = (key: number) => {
    setNotAdded(0);
    onRemove(key);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {controls}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternate />}
            onClick={() => input.current?.click()}
            disabled={busy || full}
            data-testid="image-add"
          >
            {picked.length > 0 ? t('image.photos.addMore') : t('image.photos.add')}
          </Button>
          <BusyButton
            variant="contained"
            startIcon={<UploadFile />}
            busy={busy}
            disabled={picked.length === 0 || !canUpload}
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
          multiple
          hidden
          data-testid="image-file"
          onChange={(e) => {
            choose([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="image-count">
          {picked.length > 0
            ? t('image.photos.count', { count: picked.length, max: MAX_PHOTOS_PER_ANALYSIS })
            : t('image.photos.hint', { max: MAX_PHOTOS_PER_ANALYSIS, mb: MAX_IMAGE_MB })}
        </Typography>
        {problem && (
          <Alert severity="error" data-testid="image-problem" onClose={() => setProblem(null)}>
            {t(`image.common.problem.${problem}`, { mb: MAX_IMAGE_MB })}
          </Alert>
        )}
        {notAdded > 0 && (
          <Alert severity="warning" data-testid="image-too-many" onClose={() => setNotAdded(0)}>
            {t('image.photos.tooMany', { max: MAX_PHOTOS_PER_ANALYSIS, count: notAdded })}
          </Alert>
        )}
        {picked.length > 0 ? (
          <Box
            component="ul"
            data-testid="image-photos"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
          >
            {picked.map((p) => (
              <Box component="li" key={p.key} data-testid="image-photo" sx={{ position: 'relative', minWidth: 0 }}>
                <Box
                  component="img"
                  src={p.url}
                  alt={t('image.common.previewAlt', { name: p.file.name })}
                  data-testid="image-preview"
                  sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
                />
                <Typography variant="caption" component="p" noWrap title={p.file.name} data-testid="image-file-name">
                  {p.file.name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('image.photos.remove', { name: p.file.name })}
                  onClick={() => remove(p.key)}
                  disabled={busy}
                  data-testid="image-remove"
                  sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        ) : (
          <Box
            sx={{
              borderRadius: 1,
              bgcolor: 'grey.100',
              border: '1px dashed',
              borderColor: 'grey.400',
              minHeight: { xs: 180, sm: 240 },
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Stack spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', p: 2, textAlign: 'center' }}>
              <ImageIcon sx={{ fontSize: 40, color: 'grey.400' }} />
              <Typography variant="body2">{t('image.common.noImage')}</Typography>
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

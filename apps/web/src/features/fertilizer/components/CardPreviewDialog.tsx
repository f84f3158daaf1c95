import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The picked photo with Upload (keep it) and Cancel (drop it), spec 2.6 / 4. */
export function CardPreviewDialog({ file, onUpload, onCancel }: { file: File | null; onUpload: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Dialog open={!!file} onClose={onCancel} maxWidth="md" fullWidth>
      <DialogTitle>{t('fertilizer.card.preview')}</DialogTitle>
      <DialogContent>
        {url && <Box component="img" src={url} alt={file?.name} sx={{ width: '100%', maxHeight: '70vh', objectFit: 'contain' }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('fertilizer.card.cancel')}</Button>
        <Button variant="contained" onClick={onUpload} data-testid="card-upload">
          {t('fertilizer.card.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

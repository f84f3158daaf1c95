import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineRounded';
import { List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TIP_KEYS } from '../../constants';

/** Left of the wizard: 'Soil Testing Instructions & Best Practices', the seven tips of spec 2.7. */
export function InstructionsPanel() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: 'rgba(46,125,50,0.04)' }} data-testid="instructions">
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {t('soilTesting.wizard.instructionsTitle')}
      </Typography>
      <List dense>
        {TIP_KEYS.map((k) => (
          <ListItem key={k} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              <CheckCircleOutline color="primary" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`soilTesting.wizard.tips.${k}`)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';

/** The externally hosted report (server setting CROP_REPORT_URL) in a sandboxed frame, as the original screen showed it. */
export function ExternalReport({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Section title={t('crop.report.external')} testId="external-report">
      <Button href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />} sx={{ mb: 1 }}>
        {t('crop.report.openExternal')}
      </Button>
      <Box
        component="iframe"
        src={url}
        title={t('crop.report.externalFrame')}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        loading="lazy"
        sx={{
          display: 'block',
          width: '100%',
          height: '70vh',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    </Section>
  );
}

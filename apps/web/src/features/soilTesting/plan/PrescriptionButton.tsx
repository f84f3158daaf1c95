import type { SoilTestPlan } from '@agrim/contracts';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useToast } from '../../../components/Toast';
import { fetchPrescription } from './prescription';
import { deliver } from './share';
import { languageOf } from '../../../lib/language';

/**
 * 'Prescription (PDF)' (issue 39): the plan as one page in the screen's language, shared from the phone where the
 * browser can share files (Web Share API), downloaded otherwise. A failure says what happened and what to do.
 */
export function PrescriptionButton({ plan }: { plan: SoilTestPlan }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const lang = languageOf(i18n.language);
  const make = useMutation({
    mutationFn: async () => {
      const file = await fetchPrescription(plan, lang);
      return { file, how: await deliver(file, t('soilTesting.prescription.button')) };
    },
    onSuccess: ({ file, how }) => {
      if (how === 'shared') toast('success', t('soilTesting.prescription.shared'));
      else if (how === 'downloaded') toast('success', t('soilTesting.prescription.downloaded', { name: file.name }));
      else if (how === 'fallback') toast('info', t('soilTesting.prescription.shareFallback', { name: file.name }));
    },
  });
  return (
    <Stack spacing={1} data-testid="prescription">
      <Typography variant="body2" color="text.secondary">
        {t('soilTesting.prescription.help')}
      </Typography>
      <div>
        <BusyButton
          variant="contained"
          startIcon={<PictureAsPdf />}
          busy={make.isPending}
          onClick={() => make.mutate()}
          data-testid="prescription-button"
        >
          {make.isPending ? t('soilTesting.prescription.busy') : t('soilTesting.prescription.button')}
        </BusyButton>
      </div>
      {make.error && (
        <ErrorNotice
          error={make.error}
          what={t('soilTesting.prescription.failed')}
          onRetry={() => make.mutate()}
          testId="prescription-error"
        />
      )}
    </Stack>
  );
}

import type { SoilTypeResponse } from '@agrim/contracts';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfidenceLine } from './ConfidenceChip';
import { NotSureNotice } from './NotSureNotice';
import { SourcesList } from './SourcesList';
import { knowledgeText, labelText, textLanguage } from '../imageFile';

function Row({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {term}
      </Typography>
      <Typography data-testid={testId}>{value || '—'}</Typography>
    </Box>
  );
}

/**
 * Spec 2.11: the soil type, the crops that suit it and the states where it is found; or 'Not sure'.
 * `photos` (several photos, issue 23) goes right under the answer, before the longer knowledge.
 */
export function SoilTypeResult({ result, photos }: { result: SoilTypeResponse; photos?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { analysis, soil } = result;
  const say = <T,>(texts: { en: T; hi: T; mr?: T }) => knowledgeText(texts, i18n.language).text;
  const lang = soil ? knowledgeText(soil.name, i18n.language).lang : textLanguage(i18n.language);
  const soilName = (label: string) => (soil && soil.label === label ? say(soil.name) : labelText(label));
  if (analysis.not_sure) {
    return (
      <Stack spacing={1.5}>
        <Typography variant="h6" component="p" data-testid="soil-type">
          {t('image.soilType.predicted')}{' '}
          <Box component="strong" sx={{ color: 'warning.dark' }}>
            {t('image.notSure.title')}
          </Box>
        </Typography>
        <NotSureNotice analysis={analysis} subject="soil" labelOf={soilName} />
        <ConfidenceLine analysis={analysis} />
        {photos}
      </Stack>
    );
  }
  // The bilingual knowledge when the server sends it; the spec's comma-separated fields otherwise.
  const crops = soil ? say(soil.crops).join(', ') : result.crops;
  const states = soil ? say(soil.states).join(', ') : result.state_info;
  return (
    <Stack spacing={2} lang={lang}>
      <Box>
        <Typography variant="h6" component="p" data-testid="soil-type">
          {t('image.soilType.predicted')}{' '}
          <Box component="strong" sx={{ color: 'primary.dark' }}>
            {soil ? say(soil.name) : labelText(result.soil_type)}
          </Box>
        </Typography>
        <ConfidenceLine analysis={analysis} />
      </Box>
      {photos}
      <Row term={t('image.soilType.crops')} value={crops} testId="soil-crops" />
      <Row term={t('image.soilType.states')} value={states} testId="soil-states" />
      {soil && <Row term={t('image.soilType.description')} value={say(soil.description)} testId="soil-description" />}
      {soil && <SourcesList sources={soil.sources} />}
    </Stack>
  );
}

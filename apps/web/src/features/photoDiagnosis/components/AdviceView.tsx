import type { DiseaseAdvice } from '@agrim/contracts';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { knowledgeText } from '../imageFile';
import { SourcesList } from './SourcesList';

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function List({ items, testId }: { items: string[]; testId: string }) {
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid={testId}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** What causes the disease, how it shows, what to do and how to prevent it, in the screen's language. */
export function AdviceView({ advice }: { advice: DiseaseAdvice }) {
  const { t, i18n } = useTranslation();
  const say = <T,>(texts: { en: T; hi: T; mr?: T }) => knowledgeText(texts, i18n.language).text;
  const { lang } = knowledgeText(advice.name, i18n.language);
  const treatment = say(advice.treatment);
  const prevention = say(advice.prevention);
  return (
    <Stack spacing={1.5} data-testid="disease-advice" lang={lang}>
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {advice.healthy ? t('image.advice.healthyTitle') : t('image.advice.title', { name: say(advice.name) })}
      </Typography>
      {advice.healthy && <Alert severity="success">{t('image.advice.healthy')}</Alert>}
      <Part title={t('image.advice.cause')}>
        <Typography variant="body2" data-testid="advice-cause">
          {say(advice.cause)}
        </Typography>
      </Part>
      <Part title={t('image.advice.symptoms')}>
        <Typography variant="body2">{say(advice.symptoms)}</Typography>
      </Part>
      {treatment.length > 0 && (
        <Part title={t('image.advice.treatment')}>
          <List items={treatment} testId="advice-treatment" />
        </Part>
      )}
      {prevention.length > 0 && (
        <Part title={t('image.advice.prevention')}>
          <List items={prevention} testId="advice-prevention" />
        </Part>
      )}
      <SourcesList sources={advice.sources} />
    </Stack>
  );
}

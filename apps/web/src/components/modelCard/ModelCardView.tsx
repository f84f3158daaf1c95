import type { ModelCard } from '@agrim/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cropName, formatMs, formatNumber, formatPercent, formatUs } from '../../lib/predictionFormat';
import { formatDateTime } from '../../lib/time';
import { Facts, Section } from '../Section';
import { ConfusionHeatmap } from './ConfusionHeatmap';
import { FeatureImportanceChart } from './FeatureImportanceChart';
import { PerClassTable } from './PerClassTable';
import { StatTile } from './StatTile';

/**
 * One model's card: headline figures, how it was made, its data, and its evaluation in detail.
 * `labelOf` names a class for people (default: crop names translated, other labels as they are).
 */
export function ModelCardView({ card, labelOf: nameOf }: { card: ModelCard; labelOf?: (label: string) => string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ev = card.evaluation;
  // Crop labels are the data set's crop names, shown translated; fertilizer labels are product names.
  const labelOf = nameOf ?? ((label: string) => (card.task === 'crop' ? cropName(t, label) : label));
  const featureName = (f: string) => t(`crop.features.${f}`, { defaultValue: t(`crop.report.featureNames.${f}`, { defaultValue: f }) });
  const [low, high] = ev.accuracy_ci95;
  const hyper = Object.entries(card.hyperparameters);

  return (
    <Stack spacing={2.5} data-testid={`model-card-${card.task}`}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatTile
          label={t('crop.report.accuracy')}
          value={formatPercent(ev.accuracy, lang)}
          detail={t('crop.report.ci95', { low: formatPercent(low, lang), high: formatPercent(high, lang) })}
          testId="stat-accuracy"
        />
        <StatTile
          label={t('crop.report.macroF1')}
          value={formatNumber(ev.macro_f1, lang, 3)}
          detail={t('crop.report.macroF1Help')}
          testId="stat-f1"
        />
        <StatTile label={t('crop.report.inference')} value={formatUs(card.inference_us, lang)} detail={t('crop.report.inferenceHelp')} />
        <StatTile label={t('crop.report.evaluated')} value={formatNumber(ev.n, lang, 0)} detail={t('crop.report.evaluatedHelp')} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section title={t('crop.report.model')}>
          <Facts
            rows={[
              [t('crop.report.algorithm'), card.algorithm],
              [t('crop.report.version'), card.version],
              [t('crop.report.trainedAt'), formatDateTime(card.trained_at, lang) ?? '—'],
              [t('crop.report.trainingTime'), formatMs(card.training_ms, lang)],
              [t('crop.report.seed'), String(card.seed)],
              [t('crop.report.method'), ev.method],
              ...(hyper.length
                ? [
                    [
                      t('crop.report.hyperparameters'),
                      <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {hyper.map(([k, v]) => (
                          <Chip key={k} size="small" variant="outlined" label={`${k} = ${String(v)}`} />
                        ))}
                      </Stack>,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
        </Section>
        <Section title={t('crop.report.data')}>
          <Facts
            rows={[
              [t('crop.report.files'), card.data.files.join(', ')],
              [t('crop.report.rows'), formatNumber(card.data.rows, lang, 0)],
              [t('crop.report.features'), card.data.features.map(featureName).join(', ')],
              [t('crop.report.licence'), card.data.licence],
              [t('crop.report.citation'), card.data.citation],
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.75, fontWeight: 500 }}>
            {t('crop.report.classes')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="model-classes">
            {card.data.classes.map((c) => (
              <Chip key={c.label} size="small" label={`${labelOf(c.label)} · ${formatNumber(c.count, lang, 0)}`} />
            ))}
          </Stack>
        </Section>
      </Box>

      <Section title={t('crop.report.confusion')} help={t('crop.report.confusionHelp')}>
        <ConfusionHeatmap confusion={ev.confusion} labelOf={labelOf} />
      </Section>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: card.feature_importance.length > 0 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Section title={t('crop.report.perClass')} help={t('crop.report.perClassHelp')}>
          <PerClassTable perClass={ev.per_class} labelOf={labelOf} />
        </Section>
        {card.feature_importance.length > 0 && (
          <Section title={t('crop.report.importance')} help={t('crop.report.importanceHelp')}>
            <FeatureImportanceChart importance={card.feature_importance} featureName={featureName} />
          </Section>
        )}
      </Box>

      {card.notes.length > 0 && (
        <Section title={t('crop.report.notes')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }} data-testid="model-notes">
            {card.notes.map((n) => (
              <Typography component="li" variant="body2" key={n}>
                {n}
              </Typography>
            ))}
          </Box>
        </Section>
      )}
    </Stack>
  );
}

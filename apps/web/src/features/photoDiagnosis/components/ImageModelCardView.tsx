import type { ImageModel, ImageModelCard } from '@agrim/contracts';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { labelText } from '../imageFile';
import { useModelName } from '../../../lib/models/useModelName';
import { formatMs, formatNumber, formatPercent } from '../../../lib/predictionFormat';
import { formatDateTime } from '../../../lib/time';
import { ModelCardView } from '../../../components/modelCard/ModelCardView';
import { Facts, Section } from '../../../components/Section';
import { ScrollRegion } from '../../../components/ScrollRegion';

const formatMb = (bytes: number, lang: string) => `${formatNumber(bytes / (1024 * 1024), lang, 1)} MB`;

/** An image model has a hundred or more features: the card names a few and charts the most important. */
const FEATURES_LISTED = 12;
const IMPORTANCE_SHOWN = 15;

/** The candidate the card names as kept; for older cards, by the algorithm's name, else by the evaluated accuracy and macro-F1. */
function chosenCandidate(card: ImageModelCard): string | undefined {
  if (card.image.chosen) return card.image.chosen;
  const algorithm = card.algorithm.toLowerCase();
  const { candidates } = card.image;
  const byName = candidates.find(
    (c) => algorithm.includes(c.name.toLowerCase()) || algorithm.includes(c.name.toLowerCase().replace(/-/g, ' ')),
  );
  const close = (a: number, b: number) => Math.abs(a - b) < 5e-4;
  return (byName ?? candidates.find((c) => close(c.accuracy, card.evaluation.accuracy) && close(c.macro_f1, card.evaluation.macro_f1)))
    ?.name;
}

/**
 * An image model's card: what is particular to photos (input, split, speed, memory, the 'not sure'
 * thresholds and how they fare on photos of other things, the approaches compared), then the
 * common model card of the Model Report screen.
 */
export function ImageModelCardView({ model }: { model: ImageModel }) {
  const { t, i18n } = useTranslation();
  const modelName = useModelName();
  const lang = i18n.language;
  const card = model.card;
  if (!card) {
    return (
      <Alert severity="info" data-testid="image-model-no-card">
        {t('image.card.none', { name: modelName(model) })}
      </Alert>
    );
  }
  const img = card.image;
  const chosen = chosenCandidate(card);
  // The 5-fold figures (issue 23 cards on): every photo answered once by a model that had not seen it.
  const folds = new Map((img.quality?.comparison ?? []).map((c) => [c.name, c]));
  const cvOf = (name: string | undefined) => {
    const c = name === undefined ? undefined : folds.get(name);
    return c
      ? t('image.card.cvValue', {
          accuracy: formatPercent(c.cv_accuracy, lang),
          low: formatPercent(c.cv_ci95[0], lang),
          high: formatPercent(c.cv_ci95[1], lang),
        })
      : null;
  };
  const chosenCv = cvOf(chosen);
  const features = card.data.features;
  // The common card below, with the long lists cut to what a person reads.
  const shown: ImageModelCard = {
    ...card,
    data: {
      ...card.data,
      features:
        features.length > FEATURES_LISTED
          ? [...features.slice(0, FEATURES_LISTED), t('image.card.moreFeatures', { count: features.length })]
          : features,
    },
    feature_importance: [...card.feature_importance].sort((a, b) => b.importance - a.importance).slice(0, IMPORTANCE_SHOWN),
  };
  return (
    <Stack spacing={2.5} data-testid="image-model-card">
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Section title={t('image.card.photos')}>
          <Facts
            rows={[
              [t('image.card.name'), modelName(model)],
              [t('image.card.kind'), t(`image.card.kinds.${model.kind}`)],
              [t('image.card.installed'), formatDateTime(model.installed_at, lang) ?? '—'],
              [t('image.card.input'), img.input],
              [
                t('image.card.split'),
                t('image.card.splitValue', {
                  method: img.split.method,
                  train: formatNumber(img.split.train, lang, 0),
                  test: formatNumber(img.split.test, lang, 0),
                }),
              ],
              ...(chosenCv ? [[t('image.card.cvAccuracy'), chosenCv, 'image-cv-accuracy'] as [string, string, string]] : []),
              [t('image.card.inference'), formatMs(img.inference_ms, lang)],
              [t('image.card.memory'), formatMb(img.memory_bytes, lang)],
              [t('image.card.threshold'), formatPercent(img.confidence_threshold, lang)],
            ]}
          />
        </Section>
        <Section title={t('image.card.ood')} help={t('image.card.oodHelp')}>
          <Facts
            rows={[
              [t('image.card.oodMethod'), img.ood.method],
              [t('image.card.oodThreshold'), formatNumber(img.ood.threshold, lang, 3)],
              [t('image.card.heldOutFlagged'), formatPercent(img.ood.held_out_flagged, lang)],
            ]}
          />
          {img.ood.sets.length > 0 && (
            <ScrollRegion label={t('image.card.ood')} sx={{ mt: 1 }}>
              <Table size="small" data-testid="image-ood-sets">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('image.card.otherPhotos')}</TableCell>
                    <TableCell align="right">{t('image.card.photoCount')}</TableCell>
                    <TableCell align="right">{t('image.card.flagged')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {img.ood.sets.map((s) => (
                    <TableRow key={s.name}>
                      <TableCell component="th" scope="row">
                        {s.name}
                      </TableCell>
                      <TableCell align="right">{formatNumber(s.n, lang, 0)}</TableCell>
                      <TableCell align="right">{formatPercent(s.flagged, lang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </Section>
      </Box>
      {img.candidates.length > 0 && (
        <Section title={t('image.card.candidates')} help={t('image.card.candidatesHelp')}>
          <ScrollRegion label={t('image.card.candidates')}>
            <Table size="small" data-testid="image-candidates">
              <TableHead>
                <TableRow>
                  <TableCell>{t('image.card.approach')}</TableCell>
                  <TableCell align="right">{t('crop.report.accuracy')}</TableCell>
                  <TableCell align="right">{t('crop.report.macroF1')}</TableCell>
                  {folds.size > 0 && <TableCell align="right">{t('image.card.cvAccuracy')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {img.candidates.map((c) => {
                  const isChosen = c.name === chosen;
                  return (
                    <TableRow key={c.name} selected={isChosen}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: isChosen ? 700 : 400 }}>
                        {isChosen ? t('image.card.chosen', { name: c.name }) : c.name}
                      </TableCell>
                      <TableCell align="right">{formatPercent(c.accuracy, lang)}</TableCell>
                      <TableCell align="right">{formatNumber(c.macro_f1, lang, 3)}</TableCell>
                      {folds.size > 0 && <TableCell align="right">{cvOf(c.name) ?? '—'}</TableCell>}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Section>
      )}
      <ModelCardView card={shown} labelOf={labelText} />
    </Stack>
  );
}

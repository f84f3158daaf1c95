import type { SoilTestPlan } from '@agrim/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pick } from './planChoice';
import { PrescriptionButton } from './PrescriptionButton';
import { numberFormat } from '../../../lib/intl';
import { numberLocale } from '../../../lib/language';

type Product = SoilTestPlan['buy'][number];

/** A product's amount for the whole area: kg, and bags where it is sold in bags. Numbers never break. */
function Amount({ p }: { p: Product }) {
  const { t, i18n } = useTranslation();
  const n = (x: number) => numberFormat(numberLocale(i18n.language), { maximumFractionDigits: 2 }).format(x);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {t('soilTesting.plan.kg', { kg: n(p.kg) })}
      {p.bags !== null && p.bag_kg !== null && ` (${t('soilTesting.plan.bags', { bags: n(p.bags), size: n(p.bag_kg) })})`}
    </Box>
  );
}

/**
 * The plan made from a test (issue 39): what to buy and when on top, as lists that fit a 360 px phone, then
 * the one-page prescription to share or download; why the dose moved and the sources fold below (closed).
 */
export function PlanView({ plan }: { plan: SoilTestPlan }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const unit = t(`soilTesting.plan.units.${plan.area_unit}`);
  const d = plan.dose;
  return (
    <Stack spacing={2} data-testid="soil-test-plan">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('soilTesting.plan.forField', { crop: pick(plan.crop.name, lang), area: plan.area, unit })}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={plan.corrected ? t('soilTesting.plan.corrected') : t('soilTesting.plan.estimate')}
          data-testid="plan-values-kind"
        />
      </Stack>
      <Alert severity="info" data-testid="plan-estimate-note">
        {pick(plan.estimate_note, lang)}
      </Alert>
      <Typography variant="body2">
        {t('soilTesting.plan.dose', {
          n: d.adjusted.n,
          p: d.adjusted.p2o5,
          k: d.adjusted.k2o,
          rn: d.recommended.n,
          rp: d.recommended.p2o5,
          rk: d.recommended.k2o,
        })}
      </Typography>

      <Box>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {t('soilTesting.plan.buy')}
        </Typography>
        {plan.buy.length === 0 ? (
          <Typography>{t('soilTesting.plan.nothing')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, my: 0.5 }} data-testid="plan-buy">
            {plan.buy.map((p) => (
              <li key={p.product}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {pick(p.name, lang)}
                </Typography>
                {': '}
                <Amount p={p} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {t('soilTesting.plan.when')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 2.5, my: 0.5 }} data-testid="plan-when">
          {plan.when.map((s, i) => (
            <li key={i}>
              <Typography sx={{ fontWeight: 600 }}>{pick(s.stage, lang)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {pick(s.timing, lang)}
              </Typography>
              {s.products.map((p) => (
                <Typography key={p.product} variant="body2">
                  {pick(p.name, lang)}: <Amount p={p} />
                </Typography>
              ))}
            </li>
          ))}
          {plan.extras.map((e, i) => (
            <li key={`extra-${i}`}>
              <Typography sx={{ fontWeight: 600 }}>{pick(e.timing, lang)}</Typography>
              <Typography variant="body2">
                {pick(e.name, lang)}:{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {t('soilTesting.plan.kg', { kg: e.kg })}
                </Box>
              </Typography>
            </li>
          ))}
        </Stack>
      </Box>

      <PrescriptionButton plan={plan} />

      <Box>
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>{t('soilTesting.plan.why')}</AccordionSummary>
          <AccordionDetails>
            <Stack spacing={1}>
              {plan.notes.map((n, i) => (
                <Typography key={i} variant="body2">
                  {pick(n, lang)}
                </Typography>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>{t('soilTesting.plan.sources')}</AccordionSummary>
          <AccordionDetails>
            <Stack component="ul" spacing={0.5} sx={{ pl: 2, my: 0 }}>
              {plan.sources.map((s) => (
                <Typography component="li" key={s.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {pick(s, lang)}
                </Typography>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      </Box>
    </Stack>
  );
}

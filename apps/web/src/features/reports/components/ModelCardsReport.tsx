import { dateTimeFormat } from '../../../lib/intl';
import type { ModelCard } from '@agrim/contracts';
import { Alert, Link, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../../lib/useDeferredAnswer';
import { Link as RouterLink } from 'react-router';
import { useModelName } from '../../../lib/models/useModelName';
import { useModelReport } from '../../../lib/models/useModelReport';
import { useImageModelCards } from '../api/useImageModelCards';
import { ReportSection } from './ReportSection';
import { numberLocale } from '../../../lib/language';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

interface Row {
  key: string;
  task: string;
  name?: string;
  card: ModelCard | null;
}

function CardsTable({ rows, testId }: { rows: Row[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => dateTimeFormat(numberLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));
  const hide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <TableContainer>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.models.task')}</TableCell>
            <TableCell sx={hide}>{t('reports.models.algorithm')}</TableCell>
            <TableCell>{t('reports.models.accuracy')}</TableCell>
            <TableCell sx={hide}>{t('reports.models.macroF1')}</TableCell>
            <TableCell sx={hide}>{t('reports.models.rows')}</TableCell>
            <TableCell sx={hide}>{t('reports.models.trained')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, task, name, card }) => (
            <TableRow key={key}>
              <TableCell>
                {t(`reports.models.tasks.${task}`, { defaultValue: task })}
                <Typography component="div" variant="caption" color="text.secondary">
                  {name ? `${name} · ` : ''}
                  {card ? `${t('reports.models.version')} ${card.version}` : t('reports.models.noCard')}
                </Typography>
              </TableCell>
              <TableCell sx={hide}>{card?.algorithm ?? '—'}</TableCell>
              <TableCell>
                {card
                  ? `${pct(card.evaluation.accuracy)} (${pct(card.evaluation.accuracy_ci95[0])}–${pct(card.evaluation.accuracy_ci95[1])})`
                  : '—'}
              </TableCell>
              <TableCell sx={hide}>{card ? card.evaluation.macro_f1.toFixed(3) : '—'}</TableCell>
              <TableCell sx={hide}>{card ? card.data.rows.toLocaleString(numberLocale(i18n.language)) : '—'}</TableCell>
              <TableCell sx={hide}>{card ? day(card.trained_at) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The tabular and image models with their headline figures; the full cards are on the Model Report screen. */
export function ModelCardsReport() {
  const { t } = useTranslation();
  const tabular = useDeferredAnswer(useModelReport());
  const image = useDeferredAnswer(useImageModelCards());
  const modelName = useModelName();
  return (
    <ReportSection
      id="models"
      title={t('reports.models.title')}
      help={
        <>
          {t('reports.models.help')}{' '}
          <Link component={RouterLink} to="/crop-recommendation/report" data-testid="model-report-link">
            {t('reports.models.open')}
          </Link>
          .
        </>
      }
    >
      <Typography variant="subtitle2">{t('reports.models.tabular')}</Typography>
      {tabular.isPending ? (
        <Skeleton variant="rounded" height={100} />
      ) : tabular.isError ? (
        <Alert severity="error">{tabular.error.message}</Alert>
      ) : (
        <CardsTable testId="tabular-models" rows={tabular.data.cards.map((card) => ({ key: card.task, task: card.task, card }))} />
      )}
      <Typography variant="subtitle2">{t('reports.models.image')}</Typography>
      {image.isPending ? (
        <Skeleton variant="rounded" height={100} />
      ) : image.isError ? (
        <Alert severity="error">{image.error.message}</Alert>
      ) : image.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('reports.models.none')}
        </Typography>
      ) : (
        <CardsTable testId="image-models" rows={image.data.map((m) => ({ key: m.id, task: m.task, name: modelName(m), card: m.card }))} />
      )}
    </ReportSection>
  );
}

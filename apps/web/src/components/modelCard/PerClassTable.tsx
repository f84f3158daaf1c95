import type { ModelCard } from '@agrim/contracts';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/predictionFormat';
import { ScrollRegion } from '../ScrollRegion';

interface Props {
  perClass: ModelCard['evaluation']['per_class'];
  labelOf: (label: string) => string;
}

/** Precision, recall and F1 of each class; scores below 0.9 stand out. */
export function PerClassTable({ perClass, labelOf }: Props) {
  const { t, i18n } = useTranslation();
  const score = (v: number) => (
    <TableCell
      align="right"
      sx={{ fontVariantNumeric: 'tabular-nums', color: v < 0.9 ? 'error.dark' : undefined, fontWeight: v < 0.9 ? 600 : 400 }}
    >
      {formatNumber(v, i18n.language, 3)}
    </TableCell>
  );
  return (
    <ScrollRegion label={t('crop.report.perClass')}>
      <Table size="small" data-testid="per-class-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('crop.report.label')}</TableCell>
            <TableCell align="right">{t('crop.report.precision')}</TableCell>
            <TableCell align="right">{t('crop.report.recall')}</TableCell>
            <TableCell align="right">{t('crop.report.f1')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {perClass.map((c) => (
            <TableRow key={c.label}>
              <TableCell component="th" scope="row">
                {labelOf(c.label)}
              </TableCell>
              {score(c.precision)}
              {score(c.recall)}
              {score(c.f1)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

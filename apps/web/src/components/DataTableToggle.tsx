import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The table's caption (and the scrolling region's name). */
  caption: string;
  /** A line above the table instead of the caption's words, e.g. that only the newest rows are listed. */
  note?: string;
  columns: string[];
  /** Each row: its first cell heads the row, the others are right-aligned values. */
  rows: Array<{ key: string | number; cells: string[] }>;
}

/**
 * A chart's data as a table on demand (issue 39, WCAG 1.1.1): a "Show data as table" button and, once pressed,
 * the table in a region a keyboard can scroll.
 */
export function DataTableToggle({ caption, note, columns, rows }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  if (rows.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<TableChartOutlined />}
        aria-expanded={open}
        aria-controls={open ? tableId : undefined}
        onClick={() => setOpen((o) => !o)}
        sx={{ mt: 1 }}
      >
        {t(open ? 'a11y.chart.hideTable' : 'a11y.chart.showTable')}
      </Button>
      {open && (
        // A region of its own, focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <Box id={tableId} role="region" aria-label={caption} tabIndex={0} sx={{ maxHeight: 320, overflow: 'auto', mt: 1 }}>
          <Table size="small" stickyHeader>
            <caption style={{ captionSide: 'top', textAlign: 'start', padding: '4px 0' }}>
              <Typography variant="caption" color="text.secondary">
                {note ?? caption}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                {columns.map((c, i) => (
                  <TableCell key={c} component="th" scope="col" align={i === 0 ? 'left' : 'right'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <TableCell key={i} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                        {cell}
                      </TableCell>
                    ) : (
                      <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {cell}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}

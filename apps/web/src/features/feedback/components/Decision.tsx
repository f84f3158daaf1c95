import type { FeedbackRow } from '@agrim/contracts';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { alpha, Button, Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useToast } from '../../../components/Toast';
import { useFailureToast } from '../../../components/ErrorNotice';
import { type Decision as DecisionBody, useDecideFeedback } from '../api/useDecideFeedback';

const STATUS_BUTTON = { Approved: 'success', Rejected: 'error', Pending: 'warning' } as const;

/** The decision call with its toasts; `deciding` names the row and status whose call runs. */
export function useDecision() {
  const { t } = useTranslation();
  const toast = useToast();
  const failToast = useFailureToast();
  const { mutateAsync, isPending, variables } = useDecideFeedback();
  const deciding = isPending ? variables : undefined;
  const run = useCallback(
    async (body: DecisionBody) => {
      try {
        await mutateAsync(body);
        toast('success', t(body.status === 'Approved' ? 'feedback.table.approved' : 'feedback.table.rejected'));
      } catch (err) {
        failToast(err, { said: t('feedback.table.decisionFailed', { message: (err as Error).message }) });
      }
    },
    [mutateAsync, toast, failToast, t],
  );
  // Stable between renders, so the grid's columns are rebuilt only when a decision starts or ends.
  return useMemo(() => ({ run, deciding }), [run, deciding]);
}

/** Approve and Reject for a Pending row; a decided row shows its status as a disabled button (spec 2.8). */
export function DecisionButtons({ row, decision }: { row: FeedbackRow; decision: ReturnType<typeof useDecision> }) {
  const { t } = useTranslation();
  const { run, deciding } = decision;
  if (row.status !== 'Pending') {
    return (
      <Button
        size="small"
        variant="contained"
        color={STATUS_BUTTON[row.status]}
        disabled
        data-testid="decided"
        // Disabled, yet still in its status colour, so a decided row reads at a glance.
        sx={(theme) => {
          const c = theme.palette[STATUS_BUTTON[row.status]];
          return { '&.Mui-disabled': { bgcolor: alpha(c.main, 0.14), color: c.dark } };
        }}
      >
        {t(`feedback.table.statuses.${row.status}`)}
      </Button>
    );
  }
  const busy = (status: DecisionBody['status']) => deciding?.feedback_id === row.id && deciding.status === status;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {(['Approved', 'Rejected'] as const).map((status) => (
        <BusyButton
          key={status}
          size="small"
          variant={status === 'Approved' ? 'contained' : 'outlined'}
          color={status === 'Approved' ? 'success' : 'error'}
          startIcon={status === 'Approved' ? <Check /> : <Close />}
          busy={busy(status)}
          disabled={!!deciding}
          onClick={() => void run({ feedback_id: row.id, status })}
        >
          {t(status === 'Approved' ? 'feedback.table.approve' : 'feedback.table.reject')}
        </BusyButton>
      ))}
    </Stack>
  );
}

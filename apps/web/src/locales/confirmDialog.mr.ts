import type { confirmDialogEn } from './confirmDialog';

/** The Marathi half of confirmDialog.ts, its own module so only Marathi readers download it (issue 41). */
export const confirmDialogMr: typeof confirmDialogEn = {
  confirmCancel: 'रद्द करा',
};

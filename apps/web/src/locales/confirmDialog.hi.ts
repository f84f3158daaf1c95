import type { confirmDialogEn } from './confirmDialog';

/** The Hindi half of confirmDialog.ts, its own module so only Hindi readers download it (issue 24). */
export const confirmDialogHi: typeof confirmDialogEn = {
  confirmCancel: 'वापस जाएँ',
};

/**
 * The shared confirmation dialog (components/ConfirmDialog), the key lifecycle.confirmCancel; the lifecycle actions
 * themselves are in users.ts and devices.ts.
 */
export const confirmDialogEn = {
  confirmCancel: 'Cancel',
};

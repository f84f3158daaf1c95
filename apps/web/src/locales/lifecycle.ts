/** Account lifecycle and farm/device administration (issue 18); Hindi has the same keys (checked by the type). */
export const lifecycleEn = {
  users: {
    show: 'Show',
    staffOnly: 'Staff',
    allAccounts: 'All accounts',
    disabled: 'Disabled',
    actions: 'Actions',
    actionsFor: 'Actions for {{email}}',
    disable: 'Disable',
    enable: 'Enable',
    delete: 'Delete',
    confirmDisableTitle: 'Disable {{email}}?',
    confirmDisableBody:
      'They are signed out everywhere at once and cannot sign in until the account is enabled again. Their farms, readings, soil tests and history stay as they are.',
    confirmEnableTitle: 'Enable {{email}}?',
    confirmEnableBody: 'They can sign in again with their password. Sessions ended when the account was disabled stay ended.',
    confirmDeleteTitle: 'Delete {{email}}?',
    confirmDeleteBody:
      'This cannot be undone. They are signed out everywhere, their name, email, phone and photo are removed, and they are taken off every farm. The farm data they recorded (readings, soil tests, predictions) and the audit log stay, under "Deleted account".',
    disabledDone: '{{email}} is disabled and signed out everywhere.',
    enabledDone: '{{email}} can sign in again.',
    deletedDone: 'The account {{email}} is deleted.',
    failed: 'Could not {{action}} {{email}}: {{message}} Reload the list and try again; only an account below your role can be changed.',
  },
  devices: {
    removeMember: 'Remove {{email}} from this farm',
    confirmRemoveTitle: 'Remove {{email}} from {{farm}}?',
    confirmRemoveBody:
      'They stop seeing this farm’s devices and readings at once. Their account and the readings and soil tests already recorded stay. You can add them again later.',
    remove: 'Remove',
    memberRemoved: '{{email}} no longer sees {{farm}}.',
    keyActions: 'Key actions for {{name}}',
    rotateKey: 'New key (rotate)',
    revokeKey: 'Revoke key',
    keyRevoked: 'key revoked',
    confirmRevokeTitle: 'Revoke the key of {{name}}?',
    confirmRevokeBody:
      'The device’s readings are refused from now on (over HTTP and MQTT). Use this for a lost or stolen device. Its stored readings stay. Give it a new key later to let it report again.',
    confirmRotateTitle: 'Give {{name}} a new key?',
    confirmRotateBody:
      'The current key stops working at once: the device cannot report until the new key, shown once on the next screen, is entered on it.',
    revoke: 'Revoke',
    rotate: 'Create new key',
    revoked: 'The key of {{name}} is revoked; its readings are refused.',
    rotated: 'New key for {{name}}. Enter it on the device now.',
    failed: 'Could not change {{what}}: {{message}} Reload the page and try again.',
  },
  confirmCancel: 'Cancel',
};

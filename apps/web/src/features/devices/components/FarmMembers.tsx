import Cancel from '@mui/icons-material/Cancel';
import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { type Farm, useRemoveMember } from '../api/useFarms';

/** The farm's farmers as chips; Admins remove one (after a confirmation) with the chip's delete icon. */
export function FarmMembers({ farm }: { farm: Farm }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<{ id: string; email: string } | null>(null);
  const members = farm.members ?? farm.memberEmails.map((email) => ({ id: '', email, display_name: email }));

  const confirm = () => {
    const member = removing!;
    remove.mutate(
      { farmId: farm.id, userId: member.id },
      {
        onSuccess: () => toast('success', t('lifecycle.devices.memberRemoved', { email: member.email, farm: farm.name })),
        onError: (err) => toast('error', t('lifecycle.devices.failed', { what: member.email, message: err.message })),
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mb: 1, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ mr: 1 }}>
        {t('devices.members')}:
      </Typography>
      {members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('devices.noMembers')}
        </Typography>
      ) : (
        members.map((m) => (
          <Chip
            key={m.email}
            size="small"
            label={m.email}
            sx={{ maxWidth: '100%' }}
            {...(m.id
              ? {
                  onDelete: () => setRemoving(m),
                  // An SvgIcon is aria-hidden unless told otherwise: this one is a labelled button.
                  deleteIcon: (
                    <Cancel role="button" aria-hidden={false} aria-label={t('lifecycle.devices.removeMember', { email: m.email })} />
                  ),
                }
              : {})}
          />
        ))
      )}
      <ConfirmDialog
        open={!!removing}
        title={removing ? t('lifecycle.devices.confirmRemoveTitle', { email: removing.email, farm: farm.name }) : ''}
        body={t('lifecycle.devices.confirmRemoveBody')}
        confirmLabel={t('lifecycle.devices.remove')}
        danger
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}

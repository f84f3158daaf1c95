import { ASSIGNABLE_ROLES, type AssignableRole, normalizeIndianPhone, PASSWORD_MIN, PHONE_PREFIX } from '@agrim/contracts';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../components/Toast';
import { ApiError } from '../../../lib/api';
import { useCreateUser } from '../api/useCreateUser';

const EMPTY = { name: '', email: '', password: '', phone: '', role: 'Expert' as AssignableRole };

export function RegisterUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateUser();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);

  const problems = {
    name: !form.name.trim() ? t('users.dialog.nameRequired') : null,
    email: !form.email.trim()
      ? t('users.dialog.emailRequired')
      : !/^\S+@\S+\.\S+$/.test(form.email.trim())
        ? t('users.dialog.emailInvalid')
        : null,
    password: !form.password
      ? t('users.dialog.passwordRequired')
      : form.password.length < PASSWORD_MIN
        ? t('users.dialog.passwordShort')
        : null,
    phone: form.phone.trim() && !normalizeIndianPhone(form.phone) ? t('users.dialog.phoneInvalid') : null,
  };
  const shown = (field: keyof typeof problems) => (touched ? problems[field] : null);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const close = () => {
    setForm(EMPTY);
    setTouched(false);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    try {
      const result = await create.mutateAsync({
        email: form.email.trim(),
        password: form.password,
        display_name: form.name.trim(),
        phone_number: form.phone.trim() || undefined,
        role: form.role,
      });
      toast('success', result.message);
      close();
    } catch (err) {
      // The server refused (e.g. the email exists): its message as a warning; no answer at all: an error.
      if (err instanceof ApiError && err.status > 0 && err.status < 500) toast('warning', err.message);
      else toast('error', err instanceof ApiError && err.code === 'NETWORK' ? t('common.networkError') : (err as Error).message);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('users.dialog.title')}
      submitLabel={t('users.dialog.submit')}
      busy={create.isPending}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('users.dialog.name')}
        required
        value={form.name}
        onChange={set('name')}
        error={!!shown('name')}
        helperText={shown('name')}
        autoFocus
      />
      <TextField
        label={t('users.dialog.email')}
        type="email"
        required
        value={form.email}
        onChange={set('email')}
        error={!!shown('email')}
        helperText={shown('email')}
      />
      <TextField
        label={t('users.dialog.password')}
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={set('password')}
        error={!!shown('password')}
        helperText={shown('password') ?? t('users.dialog.passwordHelp')}
      />
      <TextField
        label={t('users.dialog.phone')}
        type="tel"
        value={form.phone}
        onChange={set('phone')}
        error={!!shown('phone')}
        helperText={shown('phone') ?? t('users.dialog.phoneHelp')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> } }}
      />
      <TextField select label={t('users.dialog.role')} value={form.role} onChange={set('role')}>
        {ASSIGNABLE_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`users.assignable.${role}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

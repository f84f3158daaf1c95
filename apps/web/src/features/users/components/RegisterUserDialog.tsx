import { ASSIGNABLE_ROLES, type AssignableRole, PASSWORD_MIN, PHONE_PREFIX } from '@agrim/contracts';
import { normalizeIndianPhone } from '@agrim/contracts/mobileNumber';
import { Alert, Checkbox, Divider, FormControlLabel, InputAdornment, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useToast } from '../../../components/Toast';
import { useFailureToast } from '../../../components/ErrorNotice';
import { ApiError } from '../../../lib/api';
import { useCreateUser } from '../api/useCreateUser';
import { useFarmOptions } from '../api/useFarmOptions';
import { SelectField } from '../../../components/SelectField';

const EMPTY = {
  name: '',
  email: '',
  password: '',
  phone: '',
  // Most new accounts are farmers (issue 39): the dialog opens on User, with its farm step.
  role: 'User' as AssignableRole,
  // Issue 22: a farmer is registered onto a farm (existing or new), optionally with a device, in one step.
  farmMode: 'existing' as 'existing' | 'new',
  farmId: '',
  farmName: '',
  district: '',
  state: '',
  withDevice: false,
  deviceName: '',
};

/** What the server made besides the account: the device's key is shown once, by the page. */
export interface NewDevice {
  id: string;
  name: string;
  key: string;
}

export function RegisterUserDialog({
  open,
  onClose,
  onDevice,
}: {
  open: boolean;
  onClose: () => void;
  onDevice: (device: NewDevice) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failToast = useFailureToast();
  const create = useCreateUser();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const farmer = form.role === 'User';
  const farms = useFarmOptions(open && farmer);
  const farmList = farms.data ?? [];
  // With no farm to choose (none yet, or the list did not load), the farm is created here.
  const farmMode = farmList.length === 0 ? 'new' : form.farmMode;

  // Issue 41: a farmer may be registered by mobile number only (they sign in with it); staff need an email.
  const phoneOnly = farmer && !form.email.trim() && !!form.phone.trim();
  const problems = {
    name: !form.name.trim() ? t('users.dialog.nameRequired') : null,
    email: phoneOnly
      ? null
      : !form.email.trim()
        ? t(farmer ? 'users.dialog.emailOrPhoneRequired' : 'users.dialog.emailRequired')
        : !/^\S+@\S+\.\S+$/.test(form.email.trim())
          ? t('users.dialog.emailInvalid')
          : null,
    password: !form.password
      ? t('users.dialog.passwordRequired')
      : form.password.length < PASSWORD_MIN
        ? t('users.dialog.passwordShort')
        : null,
    phone: form.phone.trim() && !normalizeIndianPhone(form.phone) ? t('users.dialog.mobileInvalid') : null,
    farmId: farmer && farmMode === 'existing' && !form.farmId ? t('onboarding.register.farmRequired') : null,
    farmName: farmer && farmMode === 'new' && !form.farmName.trim() ? t('onboarding.register.farmNameRequired') : null,
    deviceName: farmer && form.withDevice && !form.deviceName.trim() ? t('onboarding.register.deviceNameRequired') : null,
  };
  const shown = (field: keyof typeof problems) => (touched ? problems[field] : null);
  const set = (field: Exclude<keyof typeof EMPTY, 'withDevice'>) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
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
        email: form.email.trim() || undefined,
        password: form.password,
        display_name: form.name.trim(),
        phone_number: form.phone.trim() || undefined,
        role: form.role,
        ...(farmer
          ? {
              farm:
                farmMode === 'existing'
                  ? { id: form.farmId }
                  : { name: form.farmName.trim(), district: form.district.trim() || undefined, state: form.state.trim() || undefined },
              ...(form.withDevice ? { device: { name: form.deviceName.trim() } } : {}),
            }
          : {}),
      });
      toast('success', result.message);
      close();
      if (result.device && result.deviceKey) onDevice({ id: result.device.id, name: result.device.name, key: result.deviceKey });
    } catch (err) {
      // The server refused (e.g. the email exists): its message as a warning; no answer at all: an error.
      if (err instanceof ApiError && err.status > 0 && err.status < 500) toast('warning', err.message);
      else failToast(err);
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
        required={!farmer}
        value={form.email}
        onChange={set('email')}
        error={!!shown('email')}
        helperText={shown('email') ?? (farmer ? t('users.dialog.emailHelpFarmer') : null)}
        slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
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
        helperText={shown('phone') ?? t(farmer ? 'users.dialog.phoneHelpFarmer' : 'users.dialog.phoneHelp')}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
          htmlInput: { inputMode: 'tel', 'data-testid': 'register-phone' },
        }}
      />
      <SelectField
        label={t('users.dialog.role')}
        value={form.role}
        onChange={(role) => setForm((f) => ({ ...f, role }))}
        options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`users.assignable.${role}`) }))}
      />
      {farmer && (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('onboarding.register.farmSection')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.register.farmHelp')}
          </Typography>
          {farms.isError && <Alert severity="warning">{t('onboarding.register.farmsFailed', { message: farms.error.message })}</Alert>}
          {farmList.length > 0 && (
            <RadioGroup
              row
              value={farmMode}
              onChange={(e) => setForm((f) => ({ ...f, farmMode: e.target.value as 'existing' | 'new' }))}
              aria-label={t('onboarding.register.farmSection')}
            >
              <FormControlLabel value="existing" control={<Radio />} label={t('onboarding.register.existingFarm')} />
              <FormControlLabel value="new" control={<Radio />} label={t('onboarding.register.newFarm')} />
            </RadioGroup>
          )}
          {farmMode === 'existing' && farmList.length > 0 ? (
            <SelectField
              label={t('onboarding.register.chooseFarm')}
              required
              value={form.farmId}
              onChange={(farmId) => setForm((f) => ({ ...f, farmId }))}
              error={!!shown('farmId')}
              helperText={shown('farmId')}
              options={farmList.map((farm) => ({
                value: farm.id,
                label: [farm.name, farm.district, farm.state].filter(Boolean).join(', '),
              }))}
            />
          ) : (
            <>
              {!farms.isError && !farms.isPending && farmList.length === 0 && (
                <Typography variant="body2">{t('onboarding.register.noFarms')}</Typography>
              )}
              <TextField
                label={t('onboarding.register.farmName')}
                required
                value={form.farmName}
                onChange={set('farmName')}
                error={!!shown('farmName')}
                helperText={shown('farmName')}
              />
              <TextField label={t('onboarding.register.district')} value={form.district} onChange={set('district')} />
              <TextField label={t('onboarding.register.state')} value={form.state} onChange={set('state')} />
            </>
          )}
          <FormControlLabel
            control={<Checkbox checked={form.withDevice} onChange={(e) => setForm((f) => ({ ...f, withDevice: e.target.checked }))} />}
            label={t('onboarding.register.withDevice')}
          />
          {form.withDevice ? (
            <TextField
              label={t('onboarding.register.deviceName')}
              required
              value={form.deviceName}
              onChange={set('deviceName')}
              error={!!shown('deviceName')}
              helperText={shown('deviceName')}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('onboarding.register.deviceLater')}
            </Typography>
          )}
        </>
      )}
    </FormDialog>
  );
}

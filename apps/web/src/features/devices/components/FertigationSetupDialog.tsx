import type { Device, FertigationSetup, FertigationTankValve } from '@agrim/contracts';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useFertigationSetup } from '../api/useFertigationSetup';
import { useDialogSubmit } from './useDialogSubmit';
import { SelectField } from '../../../components/SelectField';

/** The soluble products each tank may hold (the server checks them against the agronomy profile; never DAP or SSP). */
const PRODUCTS: Record<FertigationTankValve, readonly string[]> = {
  nitrogen: ['urea', 'potassium_nitrate', 'map'],
  phosphorus: ['map', 'mkp'],
  potassium: ['mop_white', 'sop', 'potassium_nitrate', 'mkp'],
};
const VALVES = ['nitrogen', 'phosphorus', 'potassium'] as const;
type Fields = { area: string; flow: string } & Record<`${FertigationTankValve}Product` | `${FertigationTankValve}Grams`, string>;

const fieldsOf = (s: FertigationSetup | null | undefined): Fields => ({
  area: s ? String(s.area_ha) : '',
  flow: s ? String(s.flow_l_per_min) : '',
  nitrogenProduct: s?.tanks.nitrogen?.product ?? '',
  nitrogenGrams: s?.tanks.nitrogen ? String(s.tanks.nitrogen.g_per_l) : '',
  phosphorusProduct: s?.tanks.phosphorus?.product ?? '',
  phosphorusGrams: s?.tanks.phosphorus ? String(s.tanks.phosphorus.g_per_l) : '',
  potassiumProduct: s?.tanks.potassium?.product ?? '',
  potassiumGrams: s?.tanks.potassium ? String(s.tanks.potassium.g_per_l) : '',
});

/**
 * What the drip line carries (issue 37): its area and flow and each nutrient tank's product and
 * strength, so that Start Fertigation turns an opening into kg of nutrient and mm of water per hectare.
 */
export function FertigationSetupDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const { setup, save } = useFertigationSetup(device.id);
  const [f, setF] = useState<Fields | null>(null);
  const { error, setError, run } = useDialogSubmit(onClose);
  const fields = f ?? fieldsOf(setup.data);
  const set = (k: keyof Fields, v: string) => setF({ ...fields, [k]: v });
  const number = (k: keyof Fields, label: string, helper?: string) => (
    <TextField
      label={label}
      type="number"
      value={fields[k]}
      helperText={helper}
      onChange={(e) => set(k, e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 'any' } }}
    />
  );
  const submit = async () => {
    const tanks: FertigationSetup['tanks'] = {};
    for (const v of VALVES) {
      const product = fields[`${v}Product`];
      if (product) tanks[v] = { product, g_per_l: Number(fields[`${v}Grams`]) };
    }
    if (
      !(Number(fields.area) > 0) ||
      !(Number(fields.flow) > 0) ||
      VALVES.some((v) => fields[`${v}Product`] && !(Number(fields[`${v}Grams`]) > 0))
    )
      return setError(t('fertigationSetup.incomplete'));
    await run(
      () => save.mutateAsync({ area_ha: Number(fields.area), flow_l_per_min: Number(fields.flow), tanks }),
      t('fertigationSetup.saved', { device: device.name }),
    );
  };
  return (
    <FormDialog
      open
      title={t('fertigationSetup.title', { device: device.name })}
      submitLabel={t('fertigationSetup.save')}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography variant="body2" color="text.secondary">
        {t('fertigationSetup.why')}
      </Typography>
      {number('area', t('fertigationSetup.area'))}
      {number('flow', t('fertigationSetup.flow'))}
      {VALVES.map((v) => (
        <Stack key={v} direction="row" spacing={1}>
          <SelectField
            sx={{ flex: 2, minWidth: 0 }}
            label={t(`fertigationSetup.tank.${v}`)}
            value={fields[`${v}Product`]}
            onChange={(p) => set(`${v}Product`, p)}
            options={[
              { value: '', label: t('fertigationSetup.empty') },
              ...PRODUCTS[v].map((p) => ({ value: p, label: t(`fertigationSetup.products.${p}`) })),
            ]}
          />
          <TextField
            sx={{ flex: 1, minWidth: 0 }}
            label={t('fertigationSetup.grams')}
            type="number"
            disabled={!fields[`${v}Product`]}
            value={fields[`${v}Grams`]}
            onChange={(e) => set(`${v}Grams`, e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 'any' } }}
          />
        </Stack>
      ))}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}

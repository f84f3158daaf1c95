import type { SoilTest } from '@agrim/contracts';
import { Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoDevicePanel } from '../../components/NoDevicePanel';
import { useCurrentUser } from '../../lib/account/useCurrentUser';
import { useDevices } from '../../lib/devices/useDevices';
import { useActiveSoilTest } from './api/useActiveSoilTest';
import { RecentSoilTests } from './components/RecentSoilTests';
import { SoilTestDetailDialog } from './components/SoilTestDetailDialog';
import { StartPanel } from './components/StartPanel';
import { SoilTestWizard } from './components/wizard/SoilTestWizard';
import { PageHeader } from '../../components/PageHeader';

interface WizardState {
  open: boolean;
  testId: number | null;
  /** A new key each time the wizard opens, so it starts from a clean state. */
  round: number;
}

/** /soil-testing (spec 2.7): the start panel, the wizard, and Recent Soil Tests with the report dialog. */
export default function SoilTestingPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const active = useActiveSoilTest(me.data?.id);
  // A test in progress when the screen opens is resumed in the wizard (it survives a reload): the live read's first
  // answer of this visit, kept, so the wizard stays open when that test later ends. One read where the screen made two
  // (four requests, each answer a blocking redraw; issue 43 item 5); an answer cached by an earlier visit is not it.
  const [onOpen, setOnOpen] = useState<SoilTest | null>();
  if (onOpen === undefined && active.isFetchedAfterMount && active.isSuccess && !active.isRefetchError) setOnOpen(active.data);
  const [chosen, setChosen] = useState<WizardState | null>(null);
  const [details, setDetails] = useState<SoilTest | null>(null);
  // Issue 22: without a sensor a test cannot start; the farmer is told why and whom to ask, not given a dead button.
  const devices = useDevices();
  const noDevice = devices.data?.length === 0 && !active.data;
  // Each of this screen's reads redraws it, when it answers, in a blocking task: the recent tests and the
  // report dialog are memoised and their props kept stable, so those redraws skip them (issue 43 item 5).
  const closeDetails = useCallback(() => setDetails(null), []);
  const wizard: WizardState = chosen ?? { open: !!onOpen, testId: onOpen?.id ?? null, round: 0 };

  return (
    <Stack spacing={3}>
      <PageHeader title={t('screens.soilTesting')} />
      {noDevice ? (
        <NoDevicePanel extra={t('onboarding.noDevice.soilTestNeeds')} />
      ) : (
        <StartPanel
          activeTestId={active.data?.id ?? null}
          onStart={() => setChosen({ open: true, testId: active.data?.id ?? null, round: wizard.round + 1 })}
        />
      )}
      <RecentSoilTests onView={setDetails} />
      {wizard.open && (
        <SoilTestWizard
          key={wizard.round}
          initialTestId={wizard.testId}
          userId={me.data?.id}
          onClose={() => setChosen({ ...wizard, open: false })}
        />
      )}
      <SoilTestDetailDialog test={details} onClose={closeDetails} />
    </Stack>
  );
}

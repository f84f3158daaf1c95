import { SOIL_TYPES, type SoilType } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import Close from '@mui/icons-material/Close';
import Science from '@mui/icons-material/Science';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Dialog,
  DialogContent,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Toolbar,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../components/BusyButton';
import { ErrorNotice, useFailureToast } from '../../../../components/ErrorNotice';
import { useToast } from '../../../../components/Toast';
import { ApiError } from '../../../../lib/api';
import { useOnline } from '../../../../lib/pwa/connection';
import { invalidateEntry } from '../../../../lib/queries';
import { useNow } from '../../../../lib/useNow';
import { useAbortSoilTest } from '../../api/useAbortSoilTest';
import { fetchActiveSoilTest } from '../../api/useActiveSoilTest';
import { useConfirmSoilTest } from '../../api/useConfirmSoilTest';
import { usePlaceProbe } from '../../api/usePlaceProbe';
import { useSoilTest } from '../../api/useSoilTest';
import { useSoilTestStream } from '../../api/useSoilTestStream';
import { useStartSoilTest } from '../../api/useStartSoilTest';
import { useSubmitSoilTestResults } from '../../api/useSubmitSoilTestResults';
import { useUploadSoilImages } from '../../api/useUploadSoilImages';
import { COORD_DECIMALS } from '../../constants';
import { cmToInch, inchToCm } from '../../plan/planChoice';
import { CancelTestDialog } from './CancelTestDialog';
import { InstructionsPanel } from './InstructionsPanel';
import { ProbeDialog } from './ProbeDialog';
import { ResultsPanel } from './ResultsPanel';
import { RunPanel } from './RunPanel';
import { EMPTY_FORM, SoilTestForm, type SoilTestFormValues } from './SoilTestForm';
import { forgetStartDraft, keepStartDraft, readStartDraft } from './startDraft';
import { valuesOf } from './startDraftCore';

/** If the server has not recorded the results this long after the countdown, the client sends them (spec 4, step 4). */
const RESULTS_FALLBACK_MS = 6_000;

type Phase = 'details' | 'loading' | 'probe' | 'ready' | 'running' | 'fault' | 'finishing' | 'results' | 'aborted';
const STEP_OF: Record<Phase, number> = {
  details: 0,
  loading: 0,
  probe: 1,
  ready: 2,
  running: 2,
  fault: 2,
  finishing: 3,
  results: 4,
  aborted: 0,
};

const numberOrUndefined = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? undefined : n;
};
const text = (n: number | null) => (n === null ? '' : String(n));

interface Props {
  /** A test in progress to resume, or null for a new one. */
  initialTestId: number | null;
  userId: string | undefined;
  onClose: () => void;
}

/**
 * The full-screen soil test wizard (spec 2.7, spec 4): step 1 details and Proceed (start, then the
 * images), step 2 the probe dialog, step 3 Start Test, then the server's timed run with its
 * countdown, device faults with Retry, and the results. The test record on the server is the
 * state: the steps below are derived from it, so a reload resumes where the test is.
 * A test cannot start without a connection: offline (or when the server is not reached) the form and
 * the chosen photos are kept on the phone and brought back when the wizard opens again; if Proceed
 * was pressed, opening it online starts the test with them at once (issue 39).
 */
export function SoilTestWizard({ initialTestId, userId, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const now = useNow(1000);
  const [testId, setTestId] = useState<number | null>(initialTestId);
  const [form, setForm] = useState<SoilTestFormValues>(EMPTY_FORM);
  const [soilTypeMissing, setSoilTypeMissing] = useState(false);
  const [probeOpen, setProbeOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const failToast = useFailureToast();
  const online = useOnline();
  /** What was kept on the phone: 'kept' after a Proceed that could not start, 'restored' when brought back. */
  const [draftState, setDraftState] = useState<'kept' | 'restored' | null>(null);
  /** The kept form is still being read (it comes back once, before anything typed is kept). */
  const restoring = useRef(initialTestId === null);
  const [restored, setRestored] = useState(initialTestId !== null);
  /** Proceed was pressed on what is kept (now or before the wizard was closed). */
  const pressed = useRef(false);

  const query = useSoilTest(testId);
  const test = testId === null ? undefined : query.data;
  useSoilTestStream(test?.device_id, testId);
  const start = useStartSoilTest();
  const upload = useUploadSoilImages();
  const probe = usePlaceProbe();
  const confirm = useConfirmSoilTest();
  const abort = useAbortSoilTest();
  const { mutate: submitResults } = useSubmitSoilTestResults();

  /** Spec 2.7: latitude and longitude from the device's location when the browser gives it (6 decimals). */
  const locate = useCallback(() => {
    navigator.geolocation?.getCurrentPosition(
      (pos) =>
        setForm((f) =>
          f.latitude || f.longitude
            ? f
            : { ...f, latitude: pos.coords.latitude.toFixed(COORD_DECIMALS), longitude: pos.coords.longitude.toFixed(COORD_DECIMALS) },
        ),
      () => undefined,
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);
  useEffect(() => {
    if (initialTestId === null) locate();
  }, [initialTestId, locate]);

  const endsAt = test?.timer_started_at ? Date.parse(test.timer_started_at) + test.duration_ms : null;
  const remaining = test && endsAt !== null ? Math.min(test.duration_ms, endsAt - now.getTime()) : 0;
  const phase: Phase =
    testId === null
      ? 'details'
      : !test
        ? 'loading'
        : test.test_status === 'started'
          ? test.probe_placed && test.placement_validated
            ? 'ready'
            : 'probe'
          : test.test_status === 'running'
            ? test.device_error
              ? 'fault'
              : remaining > 0
                ? 'running'
                : 'finishing'
            : test.test_status === 'complete'
              ? 'results'
              : 'aborted';

  // The server records the results when the time is up; only if it has not done so after a few
  // seconds does the client send the latest reading itself.
  const finishingId = phase === 'finishing' ? testId : null;
  useEffect(() => {
    if (finishingId === null) return;
    const timer = setTimeout(() => submitResults(finishingId), RESULTS_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [finishingId, submitResults]);

  // A test that ended (here, on the server's clock, or elsewhere) appears in Recent Soil Tests.
  const status = test?.test_status;
  useEffect(() => {
    if (status === 'complete' || status === 'aborted') {
      // The list pages and the active test: both read soilTests.list.
      void invalidateEntry(queryClient, soilTestsEndpoints.list);
    }
  }, [status, queryClient]);

  const reset = () => {
    setTestId(null);
    setForm(EMPTY_FORM);
    setDraftState(null);
    setSoilTypeMissing(false);
    setProbeOpen(false);
    setCancelOpen(false);
    locate();
  };

  const proceed = async (values: SoilTestFormValues = form) => {
    const typed = values.soilType.trim();
    // A soil type picked in Hindi is stored by its English name, as every other screen and the spec keep it.
    const soilType = SOIL_TYPES.find((s) => t(`fertilizer.soilTypes.${s}`) === typed) ?? typed;
    if (!soilType) {
      setSoilTypeMissing(true);
      return;
    }
    setSoilTypeMissing(false);
    // Offline the server cannot start the probe: say so and keep what was entered, rather than fail.
    if (!navigator.onLine) {
      start.reset();
      pressed.current = true;
      await keepStartDraft(values, true);
      setDraftState('kept');
      return;
    }
    try {
      const depthInch = numberOrUndefined(values.depth);
      const res = await start.mutateAsync({
        soilType,
        // The input is in inches (the spec's 'Depth (inch)'); the API keeps depth_cm.
        depth: depthInch === undefined ? undefined : inchToCm(depthInch),
        latitude: numberOrUndefined(values.latitude),
        longitude: numberOrUndefined(values.longitude),
      });
      setTestId(res.test_id);
      setProbeOpen(true);
      setDraftState(null);
      void forgetStartDraft();
      if (values.files.length > 0) {
        upload.mutate({ id: res.test_id, files: values.files }, { onError: (err) => failToast(err, t('failure.steps.soilImages')) });
      }
    } catch (err) {
      // The server was not reached: the form and the photo are kept for when it is.
      if (err instanceof ApiError && err.status === 0) {
        start.reset();
        pressed.current = true;
        await keepStartDraft(values, true);
        setDraftState('kept');
        return;
      }
      // A test of this account is still in progress (another tab or device): continue that one.
      if (err instanceof ApiError && err.status === 409 && userId) {
        const active = await fetchActiveSoilTest(userId).catch(() => null);
        if (active) {
          setTestId(active.id);
          toast('info', t('soilTesting.wizard.resumed'));
          return;
        }
      }
    }
  };

  // A form kept earlier comes back when the wizard opens for a new test; one the farmer had pressed
  // Proceed on starts at once when there is a connection (one tap: the start panel's).
  useEffect(() => {
    if (!restoring.current) return;
    let cancelled = false;
    void readStartDraft()
      .catch(() => null)
      .then((draft) => {
        if (cancelled) return;
        setRestored(true);
        if (!draft || !restoring.current) return;
        restoring.current = false;
        const values = valuesOf(draft);
        setForm((f) => ({ ...values, latitude: values.latitude || f.latitude, longitude: values.longitude || f.longitude }));
        setDraftState('restored');
        pressed.current = draft.pressed;
        if (draft.pressed && navigator.onLine) void proceed(values);
      });
    return () => {
      cancelled = true;
    };
    // Once, on opening; `proceed` reads the state it is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Offline, what is typed and chosen is kept as it changes (the wizard may be closed before the connection returns).
  useEffect(() => {
    if (restored && testId === null && (!online || draftState === 'kept')) void keepStartDraft(form, pressed.current);
  }, [restored, form, online, testId, draftState]);

  const placeProbe = async () => {
    if (testId === null) return;
    try {
      await probe.mutateAsync(testId);
      setProbeOpen(false);
    } catch {
      // Shown in the probe dialog.
    }
  };

  const startRun = async () => {
    if (testId === null) return;
    try {
      await confirm.mutateAsync(testId);
    } catch {
      // Shown beside Start Test (or Retry).
    }
  };

  const cancelTest = async (reason: string) => {
    if (testId === null) return;
    try {
      await abort.mutateAsync({ id: testId, reason });
      reset();
      toast('success', t('soilTesting.wizard.aborted'));
    } catch {
      // Shown in the cancel dialog.
    }
  };

  // After Proceed the inputs show what the server holds.
  const shown: SoilTestFormValues = test
    ? {
        soilType: SOIL_TYPES.includes(test.soil_type as SoilType) ? t(`fertilizer.soilTypes.${test.soil_type}`) : test.soil_type,
        depth: test.depth_cm === null ? '' : String(cmToInch(test.depth_cm)),
        latitude: text(test.latitude),
        longitude: text(test.longitude),
        files: form.files,
      }
    : form;

  const body = (() => {
    switch (phase) {
      case 'loading':
        return <Skeleton variant="rounded" height={240} />;
      case 'running':
      case 'fault':
        return (
          <RunPanel
            retryError={confirm.error}
            remainingMs={remaining}
            durationMs={test!.duration_ms}
            deviceError={test!.device_error}
            retrying={confirm.isPending}
            onRetry={() => void startRun()}
            onCancel={() => setCancelOpen(true)}
          />
        );
      case 'finishing':
      case 'results':
        return <ResultsPanel test={test!} onNewTest={reset} />;
      case 'aborted':
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="info">{t('soilTesting.wizard.aborted')}</Alert>
            <Button variant="contained" onClick={reset}>
              {t('soilTesting.wizard.newTest')}
            </Button>
          </Stack>
        );
      default:
        return (
          <Stack spacing={3}>
            <SoilTestForm
              values={shown}
              onChange={(patch) => {
                restoring.current = false;
                setForm((f) => ({ ...f, ...patch }));
                if (patch.soilType?.trim()) setSoilTypeMissing(false);
              }}
              locked={testId !== null}
              soilTypeMissing={soilTypeMissing}
              onBadFiles={() => toast('warning', t('soilTesting.wizard.badFiles'))}
            />
            {testId === null && draftState === 'kept' && (
              <Alert severity="warning" data-testid="wizard-start-kept">
                {t('outbox.soilTestStart.kept')}
              </Alert>
            )}
            {testId === null && draftState === 'restored' && !start.isPending && (
              <Alert severity="info" data-testid="wizard-start-restored">
                {t('outbox.soilTestStart.restored')}
              </Alert>
            )}
            {testId === null && !online && draftState !== 'kept' && (
              <Alert severity="info" data-testid="wizard-start-offline">
                {t('outbox.soilTestStart.needsConnection')}
              </Alert>
            )}
            {testId === null && start.error && (
              <ErrorNotice
                error={start.error}
                what={t('failure.steps.soilTestStart')}
                onRetry={() => void proceed()}
                testId="wizard-error"
              />
            )}
            {phase === 'ready' && confirm.error && (
              <ErrorNotice error={confirm.error} what={t('failure.steps.soilTestConfirm')} testId="wizard-error" />
            )}
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              {testId !== null && (
                <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
                  {t('soilTesting.wizard.cancel')}
                </Button>
              )}
              <BusyButton
                variant="contained"
                size="large"
                busy={start.isPending || confirm.isPending}
                onClick={() => void (phase === 'ready' ? startRun() : phase === 'probe' ? setProbeOpen(true) : proceed())}
                data-testid="wizard-action"
              >
                {phase === 'ready' ? t('soilTesting.wizard.startTest') : t('soilTesting.wizard.proceed')}
              </BusyButton>
            </Stack>
          </Stack>
        );
    }
  })();

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="soil-test-wizard-title">
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Science color="primary" sx={{ mr: 1.5 }} />
          <Typography id="soil-test-wizard-title" variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t('soilTesting.wizard.title')}
          </Typography>
          <IconButton edge="end" aria-label={t('soilTesting.wizard.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      <DialogContent sx={{ bgcolor: 'background.default', p: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            maxWidth: 1200,
            mx: 'auto',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'start',
          }}
        >
          {/* On a phone the form comes first and the tips follow it. */}
          <Box sx={{ order: { xs: 2, md: 1 } }}>
            <InstructionsPanel />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, order: { xs: 1, md: 2 } }} data-testid="wizard-panel" data-phase={phase}>
            <Stepper activeStep={STEP_OF[phase]} alternativeLabel sx={{ mb: 3 }}>
              {(['details', 'probe', 'run', 'results'] as const).map((s) => (
                <Step key={s}>
                  <StepLabel>{t(`soilTesting.wizard.steps.${s}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            {body}
          </Paper>
        </Box>
      </DialogContent>
      <ProbeDialog
        open={probeOpen}
        busy={probe.isPending}
        error={probe.error}
        onConfirm={() => void placeProbe()}
        onClose={() => setProbeOpen(false)}
      />
      <CancelTestDialog
        open={cancelOpen}
        busy={abort.isPending}
        error={abort.error}
        onAgree={(r) => void cancelTest(r)}
        onClose={() => setCancelOpen(false)}
      />
    </Dialog>
  );
}

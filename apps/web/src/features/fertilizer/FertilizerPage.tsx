import type { Role } from '@agrim/contracts';
import { Alert, Box, Stack } from '@mui/material';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPart } from '../../components/ErrorBoundary';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useSession } from '../../lib/session';
import { AdviceLanguageToggle, adviceLanguageOf } from './components/AdviceLanguageToggle';
import { ManualView } from './components/ManualView';
import { SoilHealthCardView } from './components/SoilHealthCardView';
import { PageHeader } from '../../components/PageHeader';
import { TabBar } from '../../components/TabBar';

// Staff's log tab brings the data grid (about 100 KB gz): fetched when the tab is first opened (issue 24).
const PredictionLog = lazy(() => import('./components/PredictionLog').then((m) => ({ default: m.PredictionLog })));

type TabKey = 'card' | 'manual' | 'log';

/** Spec 2.6 / 6: the user gets the card (first) and manual tabs; an Expert the manual view; staff also the log. */
const TABS: Record<Role, TabKey[]> = {
  user: ['card', 'manual'],
  Expert: ['manual'],
  Admin: ['manual', 'card', 'log'],
  superAdmin: ['manual', 'card', 'log'],
};

/** Fertilizer Recommendation: one page whose view depends on the stored role. */
export default function FertilizerPage() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  // The advice is written in the screen's language; the toggle switches the app's language.
  const language = adviceLanguageOf(i18n.language);
  const [tab, setTab] = useState(0);
  // A tab is drawn when first opened, then stays mounted so that a result survives a look at another tab.
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(new Set());

  if (!role) return <Alert severity="error">{t('fertilizer.invalidRole')}</Alert>;
  const tabs = TABS[role];
  const views: Record<TabKey, ReactNode> = {
    card: <SoilHealthCardView language={language} />,
    manual: <ManualView language={language} expert={role === 'Expert'} />,
    log: (
      <LazyPart fallback={<FullPageSpinner />}>
        <PredictionLog />
      </LazyPart>
    ),
  };
  const current = tabs[Math.min(tab, tabs.length - 1)]!;

  return (
    <Stack spacing={2}>
      <PageHeader title={t('screens.fertilizer')} besideFrom="xs" actions={<AdviceLanguageToggle />} />
      {tabs.length > 1 && (
        <TabBar
          value={current}
          onChange={(key) => {
            setOpened((keys) => new Set(keys).add(current));
            setTab(tabs.indexOf(key));
          }}
          tabs={tabs.map((key) => ({
            value: key,
            label: t(`fertilizer.tabs.${key}`),
            id: `fertilizer-tab-${key}`,
            panelId: `fertilizer-panel-${key}`,
          }))}
        />
      )}
      {tabs.map((key) => (
        <Box
          key={key}
          hidden={key !== current}
          role="tabpanel"
          id={`fertilizer-panel-${key}`}
          aria-labelledby={tabs.length > 1 ? `fertilizer-tab-${key}` : undefined}
          aria-label={tabs.length > 1 ? undefined : t(`fertilizer.tabs.${key}`)}
        >
          {(key === current || opened.has(key)) && views[key]}
        </Box>
      ))}
    </Stack>
  );
}

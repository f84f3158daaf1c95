import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository root, where eslint.config.js is (this file is apps/web/src/lint/…).
const root = decodeURIComponent(new URL('../../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: root });

/** The `import/no-restricted-paths` messages for `code` linted as if it were `file` (relative to the root). */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths');
}

describe('web boundaries (issue 21)', { timeout: 60_000 }, () => {
  it('rejects an import of another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/weather/Probe.ts',
      "import DatasetsPage from '../datasets/DatasetsPage';\nexport const probe = DatasetsPage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ severity: 2, line: 1 });
    expect(errors[0]?.message).toMatch(/may not import another feature/);
  });

  it('rejects a deep import of another feature from a nested file', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/reports/components/Probe.tsx',
      "import { useSoilTest } from '../../soilTesting/api/useSoilTest';\nexport const probe = useSoilTest;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('rejects an import of the app shell from a feature (issue 42)', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/components/Probe.tsx',
      [
        "import { AVAILABLE_SCREENS } from '../../../app/screens';",
        "import { AppLayout } from '../../../app/layout/AppLayout';",
        'export const probe = [AVAILABLE_SCREENS, AppLayout];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]?.message).toMatch(/may not import the app shell/);
  });

  it('allows a feature to import itself, src/lib and src/components', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/weather/Probe.ts',
      [
        "import { dayLabel } from '../../lib/calendarFormat';",
        "import { waitForImport } from '../../lib/datasets/waitForImport';",
        "import { MissingDataset } from '../../components/MissingDataset';",
        "import { firstMissingIndex } from './components/forecastGaps';",
        'export const probe = [dayLabel, waitForImport, MissingDataset, firstMissingIndex];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps src/lib and src/components free of features', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/Probe.ts',
      "import { firstMissingIndex } from '../features/weather/components/forecastGaps';\nexport const probe = firstMissingIndex;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/src\/lib and src\/components are shared/);
  });
});

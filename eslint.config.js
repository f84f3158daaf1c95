import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = 'apps/web/src';

/**
 * Web boundaries: a feature (`src/features/<name>`) imports only itself, `src/lib` (logic) and
 * `src/components` (shared UI), never another feature nor the app shell (`src/app`, which imports
 * the features); `src/lib` and `src/components` import no feature and not the app shell. One zone
 * per feature folder, read from the disk so that a new feature is covered without editing this file.
 */
const features = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = [
  ...features.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature may not import another feature: move what they share to src/lib (logic) or src/components (UI).',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message:
      'A feature may not import the app shell (src/app): move what it needs to src/lib (logic) or src/components (UI), or have the shell hand it in.',
  },
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: 'src/lib and src/components are shared: they may not import a feature or the app shell.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
    },
  },
);

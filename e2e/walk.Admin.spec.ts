import { walkEveryScreen } from './walk';

// One file per role, so the suite's groups can share the walks (e2e/runGroups.ts deals whole files).
walkEveryScreen('Admin');

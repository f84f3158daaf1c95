import type { DateFilter, FeedbackStatus } from '@agrim/contracts';

/** Query keys of the feedback screens; everything under `all` reloads after a submission or a decision. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  dashboard: (filter: DateFilter) => ['feedback', 'dashboard', filter] as const,
  list: (scope: 'own' | 'all', status: FeedbackStatus | 'all', page: number, pageSize: number) =>
    ['feedback', 'list', scope, status, page, pageSize] as const,
  sas: (container: string) => ['files', 'sas', container] as const,
};

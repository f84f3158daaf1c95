import { ApiError } from '../api';

/** The server answers 503 while the dataset a forecast needs is being imported (at start or by an Admin). */
export function isImportingDataset(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

/**
 * Retry options of the forecast queries: while the dataset is being imported, ask again every 5
 * seconds for up to 5 minutes (the query stays pending, so the screen says it is waiting); other
 * failures as the app's default (a 4xx at once, anything else twice).
 */
export const waitForImport = {
  retry: (count: number, error: Error) =>
    isImportingDataset(error) ? count < 60 : count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  retryDelay: (count: number, error: Error) => (isImportingDataset(error) ? 5000 : Math.min(1000 * 2 ** count, 30_000)),
};

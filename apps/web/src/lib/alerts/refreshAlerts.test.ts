import { alerts as alertsEndpoints } from '@agrim/contracts/endpoints/alerts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { keyFor } from '../queries';
import { refreshAlerts } from './useAlerts';

// The session module reads the browser's storage when loaded; these tests never call the server.
vi.mock('../session', () => ({ clearSession: vi.fn(), getSession: vi.fn(() => ({})), saveSession: vi.fn() }));

describe('refreshAlerts (a live alarm event)', () => {
  it('reads afresh a screen whose first read was in flight when the alarm changed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: Array<(state: string) => void> = [];
    let reads = 0;
    const observer = new QueryObserver<string>(client, {
      queryKey: keyFor(alertsEndpoints.alarms, { query: { state: 'all' } } as never),
      queryFn: () => {
        reads += 1;
        return new Promise<string>((resolve) => answers.push(resolve));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(reads).toBe(1);
    // The event arrives while the History tab's first read (begun before the change) is on its way.
    const refreshed = refreshAlerts(client);
    answers[0]!('acknowledged');
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    answers[1]!('cleared');
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('cleared');
    unsubscribe();
    client.clear();
  });
});

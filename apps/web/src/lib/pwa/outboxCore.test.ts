import { describe, expect, it } from 'vitest';
import { accountOf, newKey, type OutboxItem, type OutboxStore, replay, type SendFailure } from './outboxCore';

function memoryStore(items: OutboxItem[]): OutboxStore & { items: Map<string, OutboxItem> } {
  const map = new Map(items.map((i) => [i.id, i]));
  return {
    items: map,
    all: async () => [...map.values()],
    put: async (item) => void map.set(item.id, item),
    remove: async (id) => void map.delete(id),
  };
}
const item = (id: string, queuedAt: string, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  kind: 'feedback',
  account: 'a1',
  queuedAt,
  label: id,
  fields: {},
  files: [],
  ...extra,
});
class Offline extends Error {}
const classify = (err: unknown): SendFailure =>
  err instanceof Offline ? { offline: true } : { offline: false, message: (err as Error).message };

describe('outbox replay', () => {
  it('sends each waiting item of the account once, oldest first, and forgets the sent ones', async () => {
    const store = memoryStore([
      item('b', '2026-11-27T10:02:00Z'),
      item('a', '2026-11-27T10:01:00Z'),
      item('x', '2026-11-27T10:00:00Z', { account: 'a2' }),
    ]);
    const sent: string[] = [];
    const result = await replay(store, 'a1', async (i) => void sent.push(i.id), classify);
    expect(sent).toEqual(['a', 'b']);
    expect(result.sent.map((i) => i.id)).toEqual(['a', 'b']);
    expect([...store.items.keys()]).toEqual(['x']);
    // A second replay has nothing of this account left to send.
    await replay(store, 'a1', async (i) => void sent.push(i.id), classify);
    expect(sent).toEqual(['a', 'b']);
  });

  it('a refusal is kept with its reason and not sent again on its own; the others still go', async () => {
    const store = memoryStore([item('a', '1'), item('b', '2')]);
    const result = await replay(
      store,
      'a1',
      async (i) => {
        if (i.id === 'a') throw new Error('You already gave feedback on this prediction.');
      },
      classify,
    );
    expect(result.failed).toEqual([expect.objectContaining({ id: 'a', error: 'You already gave feedback on this prediction.' })]);
    expect(result.sent.map((i) => i.id)).toEqual(['b']);
    expect(store.items.get('a')?.error).toMatch(/already/);
    const again: string[] = [];
    await replay(store, 'a1', async (i) => void again.push(i.id), classify);
    expect(again).toEqual([]);
  });

  it('when the server cannot be reached the rest wait, untouched, for the next time', async () => {
    const store = memoryStore([item('a', '1'), item('b', '2'), item('c', '3')]);
    const tried: string[] = [];
    const result = await replay(
      store,
      'a1',
      async (i) => {
        tried.push(i.id);
        if (i.id === 'b') throw new Offline();
      },
      classify,
    );
    expect(tried).toEqual(['a', 'b']);
    expect(result).toMatchObject({ waiting: 2, failed: [] });
    expect([...store.items.keys()].sort()).toEqual(['b', 'c']);
    expect(store.items.get('b')?.error).toBeUndefined();
  });

  it('keys are URL-safe and unique; the account is the token subject', () => {
    const keys = new Set(Array.from({ length: 50 }, newKey));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    const token = `h.${Buffer.from(JSON.stringify({ sub: 'user-1' })).toString('base64url')}.s`;
    expect(accountOf(token)).toBe('user-1');
    expect(accountOf('not a token')).toBeNull();
    expect(accountOf(null)).toBeNull();
  });
});

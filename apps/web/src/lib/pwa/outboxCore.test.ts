import { describe, expect, it } from 'vitest';
import {
  accountOf,
  formOf,
  newKey,
  type OutboxItem,
  type OutboxStore,
  prune,
  replay,
  SENT_KEPT_DAYS,
  type SendFailure,
} from './outboxCore';

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

describe('photos for diagnosis in the outbox', () => {
  const soilAnswer = { status: 'success', soil_type: 'Black', analysis: { record_id: 'r1' } };

  it('a sent photo item stays with the server’s answer (its result), is never sent again; sent feedback leaves', async () => {
    const store = memoryStore([
      item('photos', '1', { kind: 'soilType', label: 'soil.jpg' }),
      item('feedback', '2'),
      item('leaf', '3', { kind: 'tomatoDisease', fields: { model: 'tomato-v1' } }),
    ]);
    const sent: string[] = [];
    const result = await replay(
      store,
      'a1',
      async (i) => {
        sent.push(i.id);
        return i.kind === 'feedback' ? { status: 'success' } : soilAnswer;
      },
      classify,
    );
    expect(sent).toEqual(['photos', 'feedback', 'leaf']);
    expect(result.sent.map((i) => i.id)).toEqual(['photos', 'feedback', 'leaf']);
    expect([...store.items.keys()].sort()).toEqual(['leaf', 'photos']);
    expect(store.items.get('photos')?.sent).toEqual({ at: expect.any(String), answer: soilAnswer });
    expect(Date.parse(store.items.get('photos')!.sent!.at)).not.toBeNaN();
    expect(result.sent[0]?.sent?.answer).toEqual(soilAnswer);
    // Coming online again sends nothing: the kept results are not waiting.
    const again = await replay(store, 'a1', async (i) => void sent.push(i.id), classify);
    expect(sent).toHaveLength(3);
    expect(again).toEqual({ sent: [], failed: [], waiting: 0 });
  });

  it('photos that do not reach the server stay waiting, without an answer', async () => {
    const store = memoryStore([item('photos', '1', { kind: 'soybeanDisease' })]);
    const result = await replay(
      store,
      'a1',
      async () => {
        throw new Offline();
      },
      classify,
    );
    expect(result.waiting).toBe(1);
    expect(store.items.get('photos')).toMatchObject({ id: 'photos' });
    expect(store.items.get('photos')?.sent).toBeUndefined();
  });

  it(`sent results are forgotten after ${SENT_KEPT_DAYS} days; waiting and refused items never are`, async () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    const day = 86_400_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const store = memoryStore([
      item('old', at(now - 30 * day), { kind: 'soilType', sent: { at: at(now - (SENT_KEPT_DAYS + 1) * day), answer: {} } }),
      item('recent', at(now - 30 * day), { kind: 'soilType', sent: { at: at(now - (SENT_KEPT_DAYS - 1) * day), answer: {} } }),
      item('waiting', at(now - 30 * day), { kind: 'soilType' }),
      item('refused', at(now - 30 * day), { error: 'no' }),
    ]);
    expect(await prune(store, now)).toBe(1);
    expect([...store.items.keys()].sort()).toEqual(['recent', 'refused', 'waiting']);
  });

  it('photos go as repeated `file` fields after the text fields; feedback files as `files`', async () => {
    const blob = (text: string) => new Blob([text], { type: 'image/jpeg' });
    const photos = formOf(
      item('p', '1', {
        kind: 'tomatoDisease',
        fields: { model: 'tomato-v1' },
        files: [
          { name: 'a.jpg', type: 'image/jpeg', blob: blob('a') },
          { name: 'b.jpg', type: 'image/jpeg', blob: blob('bb') },
        ],
      }),
    );
    expect([...photos.keys()]).toEqual(['model', 'file', 'file']);
    expect(photos.get('model')).toBe('tomato-v1');
    const files = photos.getAll('file') as File[];
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ['a.jpg', 1],
      ['b.jpg', 2],
    ]);
    const feedback = formOf(
      item('f', '1', { fields: { rating: '4' }, files: [{ name: 'ref.pdf', type: 'application/pdf', blob: blob('x') }] }),
    );
    expect([...feedback.keys()]).toEqual(['rating', 'files']);
    const seed = formOf(
      item('s', '1', {
        kind: 'seedQuality',
        fields: { model: 'seeds-v1' },
        files: [{ name: 's.jpg', type: 'image/jpeg', blob: blob('s') }],
      }),
    );
    expect([...seed.keys()]).toEqual(['model', 'file']);
  });

  it("a farmer's Soil Health Card photo goes as its one `file` after the form's three fields, as the screen sends it online (issue 39)", () => {
    const card = formOf(
      item('c', '1', {
        kind: 'soilHealthCard',
        fields: { language: 'english', crop_type: 'Wheat', soil_type: 'Black' },
        files: [{ name: 'card.jpg', type: 'image/jpeg', blob: new Blob(['c'], { type: 'image/jpeg' }) }],
      }),
    );
    expect([...card.keys()]).toEqual(['language', 'crop_type', 'soil_type', 'file']);
  });

  it('a sent Soil Health Card stays with its answer (the values read and the advice), and is not sent again (issue 39)', async () => {
    const store = memoryStore([item('card', '2026-11-29T01:00:00Z', { kind: 'soilHealthCard' })]);
    const answer = { success: true, data: { id: 'r1', recommendation: 'Apply 2 bags of urea', parameters: {} } };
    let sends = 0;
    const send = async () => {
      sends++;
      return answer;
    };
    const first = await replay(store, 'a1', send, classify);
    expect(first.sent.map((i) => i.id)).toEqual(['card']);
    expect(store.items.get('card')!.sent!.answer).toEqual(answer);
    await replay(store, 'a1', send, classify);
    expect(sends).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { DRAFT_KEPT_DAYS, type DraftStore, isEmpty, type StartDraft, startDrafts, valuesOf } from './startDraftCore';
import { EMPTY_FORM } from './SoilTestForm';

function memoryStore(): DraftStore & { map: Map<string, StartDraft> } {
  const map = new Map<string, StartDraft>();
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, draft) => void map.set(key, draft),
    del: async (key) => void map.delete(key),
  };
}
const photo = new File(['jpeg bytes'], 'field-3.jpg', { type: 'image/jpeg' });
const FORM = { soilType: 'Black', depth: '6', latitude: '22.7196', longitude: '75.8577', files: [photo] };

describe('the soil test start kept on the phone while it cannot start (issue 39)', () => {
  it('gives back what was entered and the chosen photo, and whether Proceed was pressed', async () => {
    const drafts = startDrafts(memoryStore());
    await drafts.keep('farmer-1', FORM, true);
    const draft = (await drafts.read('farmer-1'))!;
    expect(draft.pressed).toBe(true);
    const values = valuesOf(draft);
    expect(values).toMatchObject({ soilType: 'Black', depth: '6', latitude: '22.7196', longitude: '75.8577' });
    expect(values.files.map((f) => [f.name, f.type, f.size])).toEqual([['field-3.jpg', 'image/jpeg', 10]]);
    expect(await values.files[0]!.text()).toBe('jpeg bytes');
  });

  it('makes Files again of Blobs (what IndexedDB may hand back), with their names', async () => {
    const store = memoryStore();
    const drafts = startDrafts(store);
    await drafts.keep('farmer-1', FORM, false);
    const kept = store.map.get('farmer-1')!;
    kept.files = [{ name: 'field-3.jpg', type: 'image/jpeg', blob: new Blob(['x'], { type: 'image/jpeg' }) }];
    const [file] = valuesOf((await drafts.read('farmer-1'))!).files;
    expect(file).toBeInstanceOf(File);
    expect(file!.name).toBe('field-3.jpg');
  });

  it("is the account's own: another account signed in on the phone sees none, and no account keeps none", async () => {
    const drafts = startDrafts(memoryStore());
    await drafts.keep('farmer-1', FORM, true);
    expect(await drafts.read('farmer-2')).toBeNull();
    expect(await drafts.read(null)).toBeNull();
    await drafts.keep(null, FORM, true);
    expect(await drafts.read(null)).toBeNull();
  });

  it('an untouched form (the phone fills the location itself) forgets the draft; forget and age do too', async () => {
    const store = memoryStore();
    const drafts = startDrafts(store);
    expect(isEmpty({ ...EMPTY_FORM, latitude: '22.7' })).toBe(true);
    await drafts.keep('farmer-1', FORM, true);
    await drafts.keep('farmer-1', { ...EMPTY_FORM, latitude: '22.7' }, false);
    expect(await drafts.read('farmer-1')).toBeNull();

    await drafts.keep('farmer-1', FORM, true);
    await drafts.forget('farmer-1');
    expect(await drafts.read('farmer-1')).toBeNull();

    const then = new Date('2026-11-01T06:00:00Z');
    await drafts.keep('farmer-1', FORM, true, then);
    expect(await drafts.read('farmer-1', then.getTime() + (DRAFT_KEPT_DAYS - 1) * 86_400_000)).not.toBeNull();
    expect(await drafts.read('farmer-1', then.getTime() + (DRAFT_KEPT_DAYS + 1) * 86_400_000)).toBeNull();
    expect(store.map.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { keepSameDevice } from './keepSameDevice';

describe('keepSameDevice', () => {
  const answer = { rows: [1, 2, 3] };
  it("keeps the device's last answer while another range of it loads", () => {
    expect(
      keepSameDevice('dev-1')(answer, {
        queryKey: ['GET /api/soil-analysis', { query: { deviceId: 'dev-1', startOffset: '2026-11-01' } }],
      }),
    ).toBe(answer);
  });
  it("never shows another device's answer under this device", () => {
    expect(
      keepSameDevice('dev-2')(answer, {
        queryKey: ['GET /api/soil-analysis', { query: { deviceId: 'dev-1', startOffset: '2026-11-01' } }],
      }),
    ).toBeUndefined();
  });
  it('never shows an answer in the language the reader has just left', () => {
    const previous = { queryKey: ['GET /api/soil-analysis', { query: { deviceId: 'dev-1', language: 'english' } }] };
    expect(keepSameDevice('dev-1', { language: 'hindi' })(answer, previous)).toBeUndefined();
    expect(keepSameDevice('dev-1', { language: 'english' })(answer, previous)).toBe(answer);
  });
  it('has nothing to keep on the first load', () => {
    expect(keepSameDevice('dev-1')(undefined, undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { fertilizerEn } from './fertilizer';
import { fertilizerHi } from './fertilizer.hi';
import { outboxEn } from './outbox';
import { outboxHi } from './outbox.hi';

/** Latin words left once the {{slots}} and the chemical symbols a card prints (P₂O₅, K₂O, P, K) are taken out: English in a Hindi text. */
const english = (text: string) => text.replace(/{{\w+}}|\b(P₂O₅|K₂O|P|K)\b/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];

describe("the farmer's offline words (issue 39), in English and Hindi", () => {
  it('say the card photo and the soil test start are kept on the phone, in Hindi without English', () => {
    const hindi = [
      fertilizerHi.card.kept,
      fertilizerHi.card.keptResult,
      fertilizerHi.card.updateOffline,
      outboxHi.kind.soilHealthCard,
      ...Object.values(outboxHi.soilTestStart),
    ];
    for (const text of hindi) expect(english(text), text).toEqual([]);
    expect(fertilizerEn.card.kept).toContain('saved on this phone');
    expect(outboxEn.soilTestStart.kept).toContain('kept on this phone');
    expect(fertilizerHi.card.keptResult).toContain('{{time}}');
  });

  it("label the card's P and K forms by what the card prints, in both languages", () => {
    for (const choice of [fertilizerEn.card.forms.choice, fertilizerHi.card.forms.choice]) {
      expect(choice.P2O5).toMatch(/^P₂O₅ \(.+\)$/);
      expect(choice.P).toMatch(/^P \(.+\)$/);
      expect(choice.K2O).toMatch(/^K₂O \(.+\)$/);
      expect(choice.K).toMatch(/^K \(.+\)$/);
      for (const label of Object.values(choice)) expect(english(label.replace(/\(.*\)/, ''))).toEqual([]);
    }
    expect(english(Object.values(fertilizerHi.card.forms.choice).join(' '))).toEqual([]);
  });
});

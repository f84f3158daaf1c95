import type { AdviceLanguage } from '@agrim/contracts';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export const LLM_SYSTEM_PROMPT = [
  'You are an agronomist writing for Indian farmers.',
  'Rewrite the fertilizer advice you are given so it reads naturally, in the language asked for.',
  'Keep every number, unit, product name and source exactly as given; do not add doses, products or claims of your own.',
  'Answer in Markdown with the same sections.',
].join(' ');

/** Distinct numbers of two or more digits: the doses and quantities a rewrite must keep. */
function numbersIn(text: string): Set<string> {
  return new Set(text.match(/\d[\d.]*\d/g) ?? []);
}

/**
 * Asks an OpenAI-compatible endpoint to rephrase the knowledge-based advice. Returns null (and the
 * caller keeps the knowledge answer) when the call fails, times out, or drops any number.
 */
export async function rephrase(settings: LlmSettings, advice: string, language: AdviceLanguage): Promise<string | null> {
  try {
    const response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: LLM_SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Language: ${{ english: 'English', hindi: 'Hindi (Devanagari)', marathi: 'Marathi (Devanagari)' }[language]}\n\n${advice}`,
          },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim().length === 0) return null;
    const kept = numbersIn(text);
    for (const n of numbersIn(advice)) if (!kept.has(n)) return null;
    return text.trim();
  } catch {
    return null;
  }
}

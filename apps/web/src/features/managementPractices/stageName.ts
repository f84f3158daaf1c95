import type { Language, PracticesResponse } from '@agrim/contracts';

/**
 * The server's name of a practice stage in the screen's language: Hindi and Marathi come with the answer
 * (they name the stage as the practices do); English has none, so the app's own label stands.
 */
export function serverStageName(stages: PracticesResponse['stages'] | undefined, name: string, language: Language): string | undefined {
  if (language === 'en') return undefined;
  return stages?.find((s) => s.name === name)?.[language] || undefined;
}

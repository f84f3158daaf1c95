import type { ImageModelKind } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';

/** A model's name as shown: the built-in model's name is translated, an installed one's is the name it was given. */
export function useModelName(): (model: { kind: ImageModelKind; name: string }) => string {
  const { t } = useTranslation();
  return (model) => (model.kind === 'builtin' ? t('image.model.builtinName') : model.name);
}

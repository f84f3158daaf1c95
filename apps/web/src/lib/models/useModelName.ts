import { BUILTIN_IMAGE_MODEL_NAMES, type ImageModelKind } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A model's name as shown: a built-in model's name is translated (the one that reads the
 * ImageNet-pretrained network, or colour and texture alone), an installed one's is the name it was given.
 */
export function useModelName(): (model: { kind: ImageModelKind; name: string }) => string {
  const { t } = useTranslation();
  return (model) =>
    model.kind !== 'builtin'
      ? model.name
      : model.name === BUILTIN_IMAGE_MODEL_NAMES.backbone
        ? t('image.model.builtinBackboneName')
        : t('image.model.builtinName');
}

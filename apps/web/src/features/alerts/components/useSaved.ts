import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/Toast';

/** The mutate callbacks of the rule dialogs: saved closes with a toast; a failure says why and keeps the dialog open. */
export function useSaved(onClose: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  return {
    onSuccess: () => {
      toast('success', t('alerts.saved'));
      onClose();
    },
    onError: (err: Error) => toast('error', t('alerts.actionFailed', { message: err.message })),
  };
}

import { useState } from 'react';
import { useToast } from '../../../components/Toast';

/**
 * A device dialog's submit: runs the action, then says it worked and closes, or keeps the dialog open
 * with the server's message in it (what was typed stays).
 */
export function useDialogSubmit(onClose: () => void) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast('success', done);
      onClose();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return { error, setError, run };
}

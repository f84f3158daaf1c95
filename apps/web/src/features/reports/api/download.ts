import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';

/** A query string without the empty values. */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** A download through the authenticated helper; resolves to the saved file name. */
export function useDownload<P>(path: (params: P) => string, fallbackName: string) {
  return useMutation({ mutationFn: (params: P) => downloadFile(path(params), fallbackName) });
}

import { type EndpointInput, type EndpointSpec, urlOf } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';

/**
 * A download of a catalogue endpoint through the authenticated helper; `input` turns the button's
 * parameters into the entry's query. Resolves to the saved file name.
 */
export function useDownload<E extends EndpointSpec, P = void>(entry: E, input: (params: P) => EndpointInput<E>, fallbackName: string) {
  return useMutation({ mutationFn: (params: P) => downloadFile(urlOf(entry, input(params) as object), fallbackName) });
}

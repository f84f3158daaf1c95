import { type EndpointInput, type EndpointSpec, type StreamEndpoint, type StreamEventsOut, urlOf } from '@agrim/contracts';
import { useMemo } from 'react';
import { VALIDATE, withSchemas } from './api';
import { useEventStream } from './useEventStream';

/** What to do with each event of stream `E`, typed by the entry's `events`; events without a handler are ignored. */
export type StreamHandlers<E extends StreamEndpoint> = { [K in keyof E['events']]?: (data: StreamEventsOut<E>[K]) => void };

/**
 * Follows a stream of the catalogue (an entry with `events`) and hands each event's data, typed from the
 * entry, to its handler. `input` null: no stream. Returns whether the stream is connected.
 *
 * Each event's data is checked against the entry's schema in development and test builds, as answers are
 * (`checkAnswer` in api.ts); production builds carry no schemas and trust the server. Data that is not
 * JSON, or does not match, is logged and ignored: a stream never throws, the poll still runs.
 */
export function useEndpointStream<E extends StreamEndpoint>(
  entry: E,
  input: EndpointInput<E> | null,
  handlers: StreamHandlers<E>,
): boolean {
  const path = input === null ? null : urlOf(entry, input as object);
  // Loaded once per entry; every event waits on the same promise, so events keep their order.
  const schemas = useMemo<Promise<EndpointSpec['events']> | undefined>(
    () => (VALIDATE ? withSchemas(entry).then((full) => full?.events) : undefined),
    [entry],
  );
  return useEventStream(path, (name, text) => {
    const handler = (handlers as Record<string, ((data: unknown) => void) | undefined>)[name];
    if (!handler) return;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      console.error(`${entry.path}: event ${name} is not JSON; ignored`);
      return;
    }
    if (!schemas) return handler(data);
    void schemas.then((events) => {
      const parsed = events?.[name]?.safeParse(data);
      if (!parsed?.success) {
        console.error(`${entry.path}: event ${name} does not match the contract; ignored`, parsed?.error.issues);
        return;
      }
      handler(parsed.data);
    });
  });
}

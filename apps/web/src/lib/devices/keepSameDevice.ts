/**
 * placeholderData for a device's query (its key from `keyFor`, the device in the input's query): while a new range or page
 * loads the last answer stays on screen, but never another device's, whose figures under this
 * device's name would mislead; a switch of device shows the loading state instead. `same` names other query fields
 * the kept answer must share: an answer whose texts are in the `language` the reader has just left would show
 * English advice on a Hindi screen until the new one came.
 */
export function keepSameDevice(deviceId: string | undefined, same: Record<string, unknown> = {}) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const query = (previousQuery?.queryKey[1] as { query?: Record<string, unknown> } | undefined)?.query;
    return query?.deviceId === deviceId && Object.entries(same).every(([key, value]) => query?.[key] === value) ? previous : undefined;
  };
}

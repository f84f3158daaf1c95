/**
 * placeholderData for a device's query (its key from `keyFor`, the device in the input's query): while a new range or page
 * loads the last answer stays on screen, but never another device's, whose figures under this
 * device's name would mislead; a switch of device shows the loading state instead.
 */
export function keepSameDevice(deviceId: string | undefined) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    (previousQuery?.queryKey[1] as { query?: { deviceId?: unknown } } | undefined)?.query?.deviceId === deviceId ? previous : undefined;
}

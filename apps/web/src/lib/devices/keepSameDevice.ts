/**
 * placeholderData for a device's query (device id second in its key): while a new range or page
 * loads the last answer stays on screen, but never another device's, whose figures under this
 * device's name would mislead; a switch of device shows the loading state instead.
 */
export function keepSameDevice(deviceId: string | undefined) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery?.queryKey[1] === deviceId ? previous : undefined;
}

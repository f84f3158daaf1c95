const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id taken from a plain-string field may reach a uuid column (anything else names no record). */
export const isUuid = (id: string): boolean => UUID.test(id);

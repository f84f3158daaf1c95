import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (an upload or a file waiting for another process), read back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

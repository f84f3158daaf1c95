import { z } from 'zod';

export const pageViewRequestSchema = z.object({ path: z.string().min(1).max(512).startsWith('/') }).meta({ id: 'PageViewRequest' });

export const pageViewResponseSchema = z.object({ status: z.literal('success') }).meta({ id: 'PageViewResponse' });

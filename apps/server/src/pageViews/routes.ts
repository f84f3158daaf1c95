import { canOpen, endpoints, findScreen } from '@agrim/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { callerOf } from '../access/guard.js';
import type { Db } from '../db/client.js';
import { pageViews } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';

/**
 * Views one account may record a minute (issue 38: any signed-in caller could add rows without
 * end). A reader opens at most a screen a second or so; the web app ignores a refusal, so a
 * refused view costs the reader nothing.
 */
export const PAGE_VIEWS_PER_MINUTE = 120;

/** First-party page-view analytics (spec 2.1): no third party sees who opened what. */
export function pageViewRoutes(app: FastifyZodInstance, db: Db) {
  registerRoutes(app, endpoints.pageViews, {
    record: async (request, reply) => {
      const caller = callerOf(request);
      // Only the screens of the app this role can open: the report counts screens, not whatever was sent.
      const screen = findScreen(request.body.path);
      if (!screen || !canOpen(caller.role, screen.path)) {
        throw new AppError('VALIDATION_FAILED', {
          en: 'path: not a screen of the app you can open.',
          hi: 'path: यह ऐप की ऐसी स्क्रीन नहीं है जिसे आप खोल सकते हैं।',
          mr: 'path: ही ॲपमधील तुम्ही उघडू शकता अशी स्क्रीन नाही.',
        });
      }
      await db.transaction(async (tx) => {
        // Parallel requests of one account are counted one after another, so together they cannot pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-views:${caller.userId}`}))`);
        const [recent] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(pageViews)
          .where(and(eq(pageViews.userId, caller.userId), gt(pageViews.at, sql`now() - interval '1 minute'`)));
        if ((recent?.n ?? 0) >= PAGE_VIEWS_PER_MINUTE) {
          throw new AppError(
            'RATE_LIMITED',
            {
              en: `Too many page views: at most ${PAGE_VIEWS_PER_MINUTE} a minute are recorded for one account.`,
              hi: `बहुत अधिक पेज व्यू: एक खाते के लिए एक मिनट में अधिकतम ${PAGE_VIEWS_PER_MINUTE} दर्ज होते हैं।`,
              mr: `खूप पेज व्ह्यू: एका खात्यासाठी एका मिनिटात जास्तीत जास्त ${PAGE_VIEWS_PER_MINUTE} नोंदवले जातात.`,
            },
            { 'retry-after': '60' },
          );
        }
        await tx.insert(pageViews).values({ userId: caller.userId, path: screen.path });
      });
      return reply.code(201).send({ status: 'success' });
    },
  });
}

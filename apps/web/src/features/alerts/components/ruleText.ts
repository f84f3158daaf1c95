import type { AlertRule, DefaultRule } from '@agrim/contracts';
import type { TFunction } from 'i18next';

type RuleLike = Pick<AlertRule, 'kind' | 'metric' | 'direction' | 'threshold' | 'minutes'> | DefaultRule['rule'];

/** A rule as one line in the screen's language, e.g. "pH below 6 for 30 min". */
export function ruleText(t: TFunction, r: RuleLike): string {
  const metric = r.metric ? t(`monitoring.metrics.${r.metric}`) : '';
  const direction =
    r.kind === 'rate'
      ? t(r.direction === 'above' ? 'alerts.rising' : 'alerts.falling')
      : r.direction
        ? t(`alerts.direction.${r.direction}`).toLowerCase()
        : '';
  return t(`alerts.ruleLine.${r.kind}`, { metric, direction, threshold: r.threshold, minutes: r.minutes });
}

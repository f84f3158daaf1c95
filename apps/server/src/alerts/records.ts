import { idParam, namedField, recordRule } from '../access/records.js';
import type { AlarmService } from './alarms.service.js';
import type { AlertRuleService, OwnedFarm, RuleRow } from './rules.service.js';

/** `ownFarm`: the farm a request names (`farmId`, query or body) must be one of the caller's, else 404. */
export const ownFarm = recordRule<OwnedFarm>('ownFarm');
/** `ownAlertRule`: a live rule of the caller's farms (or their own staff rule), else 404. */
export const ownAlertRule = recordRule<RuleRow>('ownAlertRule');
/** `ownAlarm`: an alarm of the caller's farms (or of their staff rules), else 404. */
export const ownAlarm = recordRule<{ id: number }>('ownAlarm');

/** The alerts folder's record checks, registered with its routes. */
export const alertChecks = (rules: AlertRuleService, alarms: AlarmService) => [
  ownFarm.checkedBy((request, caller) => rules.ownedFarm(caller, namedField(request, 'farmId') ?? '')),
  ownAlertRule.checkedBy((request, caller) => rules.owned(caller, Number(idParam(request)))),
  ownAlarm.checkedBy((request, caller) => alarms.owned(caller, Number(idParam(request)))),
];

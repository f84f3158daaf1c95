import { idParam, recordRule } from '../access/records.js';
import type { SoilTestRow } from './record.js';
import type { SoilTestService } from './soilTests.service.js';

/** `ownTest`: the soil test `:id` names must be the caller's (staff: anyone's), else 404; its row goes to the handler. */
export const ownTest = recordRule<SoilTestRow>('ownTest');

/** The soil-test folder's record check, registered with its routes. */
export const soilTestChecks = (tests: SoilTestService) =>
  ownTest.checkedBy((request, caller) => tests.owned(caller, Number(idParam(request))));

import { idParam, recordRule } from '../access/records.js';
import type { OutrankedAccount, UserService } from './users.service.js';

/** `outranked`: the account `:id` names must exist and sit strictly below the caller (404, 403). */
export const outranked = recordRule<OutrankedAccount>('outranked');

/** The users folder's record check, registered with its routes. */
export const userChecks = (users: UserService) => outranked.checkedBy((request, caller) => users.outranked(caller, idParam(request)));

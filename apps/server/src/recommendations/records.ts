import { idParam, recordRule } from '../access/records.js';
import type { OwnedCardReading, ShcService } from './shc.service.js';

/** `ownCardReading`: the Soil Health Card reading `:id` names must be the caller's, else 404; it goes to the handler. */
export const ownCardReading = recordRule<OwnedCardReading>('ownCardReading');

/** The recommendations folder's record check, registered with its routes. */
export const cardChecks = (cards: ShcService) => ownCardReading.checkedBy((request, caller) => cards.owned(caller, idParam(request)));

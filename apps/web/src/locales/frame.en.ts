import { alertsEn } from './alerts';
import { failuresEn } from './failures';
import { noDevicePanelEn } from './noDevicePanel';
import { sessionEn } from './session';

/**
 * The English strings the signed-in frame (the bell, acting-as) and /home (failures, no device yet) need
 * for their first paint; loaded with the frame. The other screens' are in screens.en.ts (issue 24).
 */
export const enFrame = {
  alerts: alertsEn,
  session: sessionEn,
  failure: failuresEn,
  onboarding: noDevicePanelEn,
};

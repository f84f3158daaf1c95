import type { ValveCommandState } from '@agrim/contracts';

/**
 * What a farmer is told about a valve command (issue 39), from what the device said: never open, never a
 * countdown, until the device has acknowledged an 'on'.
 */
export type ValvePhase = 'none' | 'not_sent' | 'waiting' | 'not_acknowledged' | 'open' | 'closed' | 'kept_closed' | 'finished';

export interface ValveView {
  phase: ValvePhase;
  /** What was asked of the valve (null: no command). */
  requested: 'on' | 'off' | null;
  /** Waiting: seconds left for the device to answer. Open: the device's own time left. */
  secondsLeft: number | null;
  /** Open/closed: when the device confirmed; finished: when it closed. */
  at: string | null;
  /** Alert colour: 'success' only for a valve the device confirmed open. */
  severity: 'success' | 'info' | 'warning' | 'error';
  /** A phase the farmer must act on or wait for (shown with its `detail` text). */
  needsWord: boolean;
}

const secondsUntil = (iso: string, now: Date) => Math.max(0, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

export function valveView(command: ValveCommandState | null | undefined, now: Date): ValveView {
  const base = { requested: command?.requested ?? null, secondsLeft: null, at: null };
  if (!command) return { ...base, phase: 'none', severity: 'info', needsWord: false };
  switch (command.outcome) {
    case 'not_sent':
      return { ...base, phase: 'not_sent', severity: 'error', needsWord: true };
    case 'sent':
      // The server records 'not_acknowledged' at the deadline; the screen says so at once rather than at its next read.
      return Date.parse(command.ackDeadline) > now.getTime()
        ? { ...base, phase: 'waiting', secondsLeft: secondsUntil(command.ackDeadline, now), severity: 'info', needsWord: true }
        : { ...base, phase: 'not_acknowledged', severity: 'warning', needsWord: true };
    case 'not_acknowledged':
      return { ...base, phase: 'not_acknowledged', severity: 'warning', needsWord: true };
    case 'finished':
      return { ...base, phase: 'finished', at: command.finishedAt, severity: 'info', needsWord: false };
    case 'acknowledged':
      if (command.deviceState === 'on') {
        if (command.deviceEndsAt && Date.parse(command.deviceEndsAt) > now.getTime()) {
          return {
            ...base,
            phase: 'open',
            at: command.acknowledgedAt,
            secondsLeft: secondsUntil(command.deviceEndsAt, now),
            severity: 'success',
            needsWord: false,
          };
        }
        return { ...base, phase: 'finished', at: command.deviceEndsAt, severity: 'info', needsWord: false };
      }
      return command.requested === 'on'
        ? { ...base, phase: 'kept_closed', at: command.acknowledgedAt, severity: 'warning', needsWord: true }
        : { ...base, phase: 'closed', at: command.acknowledgedAt, severity: 'info', needsWord: false };
  }
}

/** The i18n key (under monitoring.fertigation) of a phase's one-line state, and of its what-to-do text. */
export function phaseKey(view: ValveView): string {
  return `phase.${view.phase}${view.phase === 'waiting' && view.requested === 'off' ? '_off' : ''}`;
}
export function detailKey(view: ValveView): string {
  const off = view.requested === 'off' && (view.phase === 'not_sent' || view.phase === 'waiting' || view.phase === 'not_acknowledged');
  return `detail.${view.phase}${off ? '_off' : ''}`;
}

/** mm:ss of a number of seconds (the 'Time Left' of spec 2.4). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

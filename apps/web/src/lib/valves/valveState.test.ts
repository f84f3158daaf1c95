import type { ValveCommandState } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { detailKey, mmss, phaseKey, valveView } from './valveState';

const NOW = new Date('2026-11-20T12:00:00+05:30');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

function command(over: Partial<ValveCommandState>): ValveCommandState {
  return {
    commandId: 'c1',
    valve: 'main',
    requested: 'on',
    requestedAt: at(-10),
    durationSeconds: 600,
    by: 'Kisan Farmer',
    outcome: 'sent',
    ackDeadline: at(20),
    acknowledgedAt: null,
    deviceState: null,
    remainingSeconds: null,
    deviceEndsAt: null,
    finishedAt: null,
    ...over,
  };
}

describe('valveView: the valve is open only when the device said so', () => {
  it('no command: nothing to say', () => {
    expect(valveView(null, NOW)).toMatchObject({ phase: 'none', secondsLeft: null, needsWord: false });
  });

  it("'not_sent' is an error, never open, with no countdown", () => {
    const v = valveView(command({ outcome: 'not_sent' }), NOW);
    expect(v).toMatchObject({ phase: 'not_sent', severity: 'error', secondsLeft: null, needsWord: true });
    expect([phaseKey(v), detailKey(v)]).toEqual(['phase.not_sent', 'detail.not_sent']);
  });

  it("'sent' waits, counting the seconds the device has left to answer, not the run", () => {
    const v = valveView(command({ outcome: 'sent' }), NOW);
    expect(v).toMatchObject({ phase: 'waiting', severity: 'info', secondsLeft: 20 });
    expect(v.severity).not.toBe('success');
  });

  it("'sent' past its deadline reads as not acknowledged before the server has recorded it", () => {
    expect(valveView(command({ outcome: 'sent', ackDeadline: at(-1) }), NOW)).toMatchObject({
      phase: 'not_acknowledged',
      severity: 'warning',
    });
  });

  it("'not_acknowledged' is a warning with what to do", () => {
    const v = valveView(command({ outcome: 'not_acknowledged' }), NOW);
    expect(v).toMatchObject({ phase: 'not_acknowledged', severity: 'warning', secondsLeft: null, needsWord: true });
  });

  it("an acknowledged 'on' is open, on the device's own remaining time (not the time asked for)", () => {
    const v = valveView(
      command({ outcome: 'acknowledged', acknowledgedAt: at(-8), deviceState: 'on', remainingSeconds: 300, deviceEndsAt: at(292) }),
      NOW,
    );
    expect(v).toMatchObject({ phase: 'open', severity: 'success', secondsLeft: 292, at: at(-8), needsWord: false });
  });

  it("an acknowledged 'on' whose device time has run out is finished, no longer open", () => {
    const v = valveView(command({ outcome: 'acknowledged', acknowledgedAt: at(-400), deviceState: 'on', deviceEndsAt: at(-100) }), NOW);
    expect(v).toMatchObject({ phase: 'finished', at: at(-100), severity: 'info' });
  });

  it("an 'on' the device answered with 'off' stayed closed, and says so", () => {
    const v = valveView(command({ outcome: 'acknowledged', acknowledgedAt: at(-5), deviceState: 'off', remainingSeconds: 0 }), NOW);
    expect(v).toMatchObject({ phase: 'kept_closed', severity: 'warning', needsWord: true });
  });

  it("an acknowledged 'off' is closed at the device's time; an 'off' waiting or not sent has its own words", () => {
    const closed = valveView(command({ requested: 'off', outcome: 'acknowledged', acknowledgedAt: at(-5), deviceState: 'off' }), NOW);
    expect(closed).toMatchObject({ phase: 'closed', at: at(-5) });
    const waiting = valveView(command({ requested: 'off', outcome: 'sent' }), NOW);
    expect([phaseKey(waiting), detailKey(waiting)]).toEqual(['phase.waiting_off', 'detail.waiting_off']);
    expect(detailKey(valveView(command({ requested: 'off', outcome: 'not_sent' }), NOW))).toBe('detail.not_sent_off');
  });

  it('finished carries when the valve closed', () => {
    expect(valveView(command({ outcome: 'finished', finishedAt: at(-60) }), NOW)).toMatchObject({ phase: 'finished', at: at(-60) });
  });
});

describe('mmss', () => {
  it.each([
    [0, '00:00'],
    [59.2, '01:00'],
    [600, '10:00'],
    [-3, '00:00'],
  ])('%s s is %s', (s, want) => expect(mmss(s)).toBe(want));
});

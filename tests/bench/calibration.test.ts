import { describe, expect, it } from '@jest/globals';
import { cpuSlowdownFor } from '../../bench/support/calibration';

describe("bench:web's CPU slowdown for the host", () => {
  it("is the preset's 4x for a host at the calculator's high-end desktop point", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  });

  it('follows the calculator through each of its reference points', () => {
    expect(cpuSlowdownFor(150)).toBeCloseTo(1, 5);
    expect(cpuSlowdownFor(800)).toBeCloseTo(2, 5);
    expect(cpuSlowdownFor(1300)).toBeCloseTo(3, 5);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  });

  it('is linear between reference points', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
  });

  it('slows a faster host more, so a busy and a quiet host simulate the same phone', () => {
    expect(cpuSlowdownFor(2800)).toBeGreaterThan(cpuSlowdownFor(1346));
    expect(cpuSlowdownFor(2800)).toBeCloseTo(3 + 1500 / 233, 5);
  });

  it('refuses a host slower than the phone it would simulate', () => {
    expect(() => cpuSlowdownFor(120)).toThrow(/below 150/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
  });
});

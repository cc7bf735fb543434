import { jest } from '@jest/globals';

/**
 * Fakes setTimeout and setInterval (and their clears) only. Promises, process.nextTick,
 * setImmediate and the clock stay real, so sockets and databases keep working while a test moves
 * time on by hand (jest.advanceTimersByTimeAsync). Undo with jest.useRealTimers().
 */
export function useFakeTimeouts(): void {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'performance',
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}

import { withSaved, withoutSaved } from './rules';

/** A tap's write on its way to the gateway: the car, and whether it is being saved or unsaved. */
export interface HeartWrite {
  listingId: string;
  saved: boolean;
}

/** The ids once the writes still on their way are done: an answer, with what the later taps will do. */
export const replayWrites = (ids: readonly string[], writes: readonly HeartWrite[]): string[] =>
  writes.reduce<string[]>(
    (current, write) => (write.saved ? withSaved(current, write.listingId) : withoutSaved(current, write.listingId)),
    [...ids],
  );

/**
 * The hearts' writes, sent one after another (docs/rules/saved-cars.md#taps-in-a-row). A visitor's
 * first save gets the visitor id cookie from its answer: a second save sent before that answer
 * would get another id, and the saves would split between two visitors. In a row, each answer also
 * holds every earlier write, so the newest answer is never overwritten by an older one.
 */
export class HeartWrites {
  #tail: Promise<unknown> = Promise.resolve();
  #waiting: HeartWrite[] = [];

  /** Sends `write` once every earlier one has its answer; answers with it and the writes still waiting. */
  run<T>(write: HeartWrite, send: () => Promise<T>): Promise<{ answer: T; later: HeartWrite[] }> {
    this.#waiting.push(write);
    const sent = this.#tail.then(send).finally(() => {
      this.#waiting.splice(this.#waiting.indexOf(write), 1);
    });
    this.#tail = sent.catch(() => undefined);
    return sent.then((answer) => ({ answer, later: [...this.#waiting] }));
  }
}

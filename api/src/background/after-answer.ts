import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that follows an answer instead of delaying it (an invoice PDF and its mail after a payment): started
 * at once, not awaited by the request. Closing the app waits for it; tests await `settled()`.
 */
export interface AfterAnswer {
  run(work: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function afterAnswerQueue(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error }, 'work after an answer failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Thrown by `Semaphore.run` when every slot is taken and the queue is full. */
export class SemaphoreFullError extends Error {
  override name = 'SemaphoreFullError';
}

/**
 * At most `slots` tasks at a time in this process; up to `maxWaiting` more wait their turn in
 * order, and any further one is refused at once rather than queued without bound.
 */
export class Semaphore {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  /** Tasks started so far (tests tell by it that work never reached the slot). */
  entered = 0;

  constructor(readonly options: { slots: number; maxWaiting: number }) {}

  get active() {
    return this.running;
  }

  get waiting() {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.slots) {
      if (this.queue.length >= this.options.maxWaiting) throw new SemaphoreFullError();
      // The slot is handed over by the task that frees it, so `running` stays counted.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    this.entered += 1;
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

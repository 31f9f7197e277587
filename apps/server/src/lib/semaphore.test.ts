import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreFullError } from './semaphore.js';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs one task at a time and starts the waiting ones in order', async () => {
    const semaphore = new Semaphore({ slots: 1, maxWaiting: 5 });
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const runs = Object.entries(gates).map(([name, g]) =>
      semaphore.run(async () => {
        started.push(name);
        await g.task();
        return name;
      }),
    );
    await tick();
    expect(started).toEqual(['a']);
    expect([semaphore.active, semaphore.waiting]).toEqual([1, 2]);
    gates.b.open();
    await tick();
    expect(started).toEqual(['a']);
    gates.a.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gates.c.open();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect([semaphore.active, semaphore.waiting, semaphore.entered]).toEqual([0, 0, 3]);
  });

  it('runs two at a time with two slots', async () => {
    const semaphore = new Semaphore({ slots: 2, maxWaiting: 5 });
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g) => semaphore.run(g.task));
    await tick();
    expect([semaphore.active, semaphore.waiting, semaphore.entered]).toEqual([2, 1, 2]);
    gates[0]!.open();
    await tick();
    expect([semaphore.active, semaphore.waiting, semaphore.entered]).toEqual([2, 0, 3]);
    gates[1]!.open();
    gates[2]!.open();
    await Promise.all(runs);
    expect(semaphore.active).toBe(0);
  });

  it('refuses at once when the queue is full, and frees the slot of a failed task', async () => {
    const semaphore = new Semaphore({ slots: 1, maxWaiting: 1 });
    const first = gate();
    const running = semaphore.run(first.task);
    const queued = semaphore.run(() => Promise.reject(new Error('broken image')));
    await expect(semaphore.run(() => Promise.resolve())).rejects.toBeInstanceOf(SemaphoreFullError);
    expect(semaphore.entered).toBe(1);
    first.open();
    await running;
    await expect(queued).rejects.toThrow('broken image');
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
    expect(await semaphore.run(() => Promise.resolve('after'))).toBe('after');
  });
});

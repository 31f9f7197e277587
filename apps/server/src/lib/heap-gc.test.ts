import { describe, expect, it } from 'vitest';
import { fullGarbageCollection } from './heap-gc.js';

/** A reference to an object nothing else holds. */
function unreferenced() {
  return new WeakRef({ payload: new Array(1000).fill('x') });
}

describe('fullGarbageCollection', () => {
  it('collects what nothing refers to any more', async () => {
    const gc = fullGarbageCollection();
    expect(gc).toBeTypeOf('function');
    const weak = unreferenced();
    expect(weak.deref()).toBeDefined();
    // A WeakRef's target is kept until the end of the job that made or read it.
    await new Promise((resolve) => setImmediate(resolve));
    gc!();
    expect(weak.deref()).toBeUndefined();
  });
});

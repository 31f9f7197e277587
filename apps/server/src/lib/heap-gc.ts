import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * V8's full garbage collection of this thread's heap, without starting node with `--expose-gc`:
 * the flag is set at run time and a new context's `gc` taken (as Jest's leak detector does); the
 * flag only adds that function to contexts created after it. Undefined when V8 refuses.
 *
 * Why a server wants it (lib/malloc-trim.ts): V8 collects its old generation late while memory is
 * free, so an idle shop that has just seeded or served a few hundred pages may keep 100–250 MiB
 * of garbage until a later collection, which may not come while it stays idle.
 */
export function fullGarbageCollection(): (() => void) | undefined {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

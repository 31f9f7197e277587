import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** The parts the server's render in progress used (`collectParts`); undefined in the browser. */
let rendering: Set<string> | undefined;
/** Each part's loader by its source, once the module that defines it has run. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of a page whose code is its own chunk (`React.lazy`), known by its source path as the
 * build's manifest names it (`src/…/file.tsx`). A server-rendered page lists the parts it used: the
 * server links their styles and code in the head, so the first paint lays their HTML out, and the
 * browser loads them before hydrating (`preloadParts`). A part still loading when the page hydrates
 * would be thrown away for its fallback at the first update that reaches it, moving everything
 * below it.
 */
export function lazyPart<P extends object>(source: string, load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const preload = () => load().then((module) => (loaded = module));
  loaders.set(source, preload);
  const Lazy = lazy(() => {
    const ready = loaded;
    // Already here: a thenable that answers at once, so React renders it without suspending.
    if (ready)
      return { then: (resolve: (module: Module<P>) => void) => resolve(ready) } as Promise<
        Module<P>
      >;
    return preload();
  });
  function Part(props: P) {
    rendering?.add(source);
    return <Lazy {...props} />;
  }
  Part.displayName = `Part(${source})`;
  return Part;
}

/** Runs a server render (synchronous), adding the parts it used to `into`. */
export function collectParts<T>(into: Set<string>, render: () => T): T {
  rendering = into;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

/** Loads the parts a server-rendered page used, those whose defining modules have run. */
export async function preloadParts(sources: readonly string[]) {
  const loading = sources.flatMap((source) => {
    const load = loaders.get(source);
    return load ? [load().catch(() => undefined)] : [];
  });
  await Promise.all(loading);
}

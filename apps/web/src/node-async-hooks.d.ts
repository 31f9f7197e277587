// The one Node module the server renderer (entry-server.tsx) uses; the web app has no Node types.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}

import { use, type ComponentType } from 'react';

type Loading<P> = Promise<ComponentType<P>> & { status?: 'fulfilled'; value?: ComponentType<P> };

export interface LazyPage<P extends object = object> {
  (props: P): React.ReactNode;
  /** Loads the page's chunk; once it has, the page renders without suspending. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A page in its own chunk, like React.lazy, except that it can be loaded before the first render: a
 * prerendered page then hydrates at once instead of suspending. A failed load is retried next time.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Loading<P> | undefined;
  const preload = (): Loading<P> => {
    if (!loading) {
      const promise: Loading<P> = load().then(
        (component) => {
          // React's `use` reads a settled promise's status and value synchronously.
          promise.status = 'fulfilled';
          promise.value = component;
          return component;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
  function Page(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { beginProgress } from './progress-signal';

const Nothing = () => null;

/**
 * A part of the screen that is closed at start (the side drawer, a dialog), loaded the first time
 * it shows instead of with the first screen: React.lazy in its own Suspense, drawing nothing while
 * it loads (the top bar moves). A failed load (offline before its files were kept, or a new deploy)
 * draws nothing and is forgotten, so the next showing tries again: mount it only while it shows.
 * `progress: false` for parts that draw nothing the shopper waits for.
 */
export function lazyPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  { progress = true }: { progress?: boolean } = {},
): ComponentType<P> {
  let Part: LazyExoticComponent<ComponentType<P>>;
  const prepare = () => {
    Part = lazy((): Promise<{ default: ComponentType<P> }> => {
      const loading = load();
      // React calls this while it renders the part: the top bar hears of the load just after,
      // since updating another component during that render (while hydrating, say) can make
      // React drop the update that showed the part
      if (progress)
        queueMicrotask(() => {
          const done = beginProgress();
          loading.then(done, done);
        });
      return loading.then(
        (component) => ({ default: component }),
        () => {
          prepare();
          return { default: Nothing };
        },
      );
    });
  };
  prepare();
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

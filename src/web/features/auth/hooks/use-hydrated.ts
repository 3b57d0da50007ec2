import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page renders on the server and while it hydrates, true after: a part that loads its code
 * on demand (React.lazy) shows from then on. Rendered by the prerender, a suspended lazy part would leave a
 * boundary the client must render anew, which React reports as an error (#419) on every visit.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

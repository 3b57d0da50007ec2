import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { LiveMapProps } from './live-map-model';

// Leaflet and its CSS come in their own chunk, fetched only where a map shows (never with a public page).
const LiveMapChunk = lazy(() => import('./live-map'));

/** A map that cannot load (offline, a new deploy's chunk names) leaves its place empty: the texts beside it say it all. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The live map, loaded on first show; `loading` is said in its place meanwhile. */
export function LiveMap({ loading, ...props }: LiveMapProps & { loading: string }) {
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <div className={`flex items-center justify-center bg-slate-100 text-xs ${props.className ?? ''}`}>
            {loading}
          </div>
        }
      >
        <LiveMapChunk {...props} />
      </Suspense>
    </MapBoundary>
  );
}

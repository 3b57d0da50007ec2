import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page that failed to load (often a new deploy replaced its chunk): offer a reload, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : '';
  const chunkFailed = /dynamically imported module|Loading chunk|Importing a module script failed/i.test(
    message,
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {chunkFailed ? 'A new version is available' : 'This page could not be shown'}
      </h1>
      <p className="mt-3 text-slate-600">
        {chunkFailed
          ? 'Reload the page to get the latest version.'
          : 'Please reload the page. If it keeps happening, contact support.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white"
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700">
          Go Home
        </Link>
      </div>
    </main>
  );
}

/** Shows RouteError instead of a page that threw; a new location (resetKey) tries again. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown; failedKey?: string }
> {
  state: { error: unknown; failedKey?: string } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey?: string },
    state: { error: unknown; failedKey?: string },
  ) {
    if (state.error === null) return { failedKey: props.resetKey };
    return props.resetKey !== state.failedKey ? { error: null, failedKey: props.resetKey } : null;
  }

  render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

import { Link, useRouteError } from 'react-router-dom';

/** A page that failed to load (often a new deploy replaced its chunk): offer a reload, never a blank screen. */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const chunkFailed = !!error?.message && /dynamically imported module|Loading chunk/i.test(error.message);
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

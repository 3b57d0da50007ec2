import { DISPATCH_MODES, type DispatchMode } from '../../../../shared/schemas/auto-dispatch';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { dispatchModeLabels, useDispatchSettings, useSetDispatchMode } from '../api/dispatch';

/** Who assigns confirmed bookings (issue 35): the owner's choice, saved at once. */
export function DispatchModePanel() {
  const settings = useDispatchSettings();
  const setMode = useSetDispatchMode();
  return (
    <section
      aria-labelledby="dispatch-heading"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="dispatch-heading" className="font-semibold text-slate-900">
        Dispatch
      </h2>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <fieldset className="mt-2 space-y-2" disabled={setMode.isPending}>
          <legend className="text-sm text-slate-700">Who assigns a confirmed booking</legend>
          {DISPATCH_MODES.map((mode: DispatchMode) => (
            <label key={mode} className="flex min-h-[44px] cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="dispatch-mode"
                className="h-4 w-4"
                checked={settings.data.mode === mode}
                onChange={() => setMode.mutate(mode)}
              />
              {dispatchModeLabels[mode]}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}

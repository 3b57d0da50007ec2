import { lazy, Suspense, type ComponentProps } from 'react';
import { loadActiveLanguage } from '../../../i18n/i18n';
import type { SecondFactorStep as Step } from './second-factor-step';

// Its texts (auth's and passkeys') in the active language before it shows.
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((m) =>
    loadActiveLanguage().then(() => ({ default: m.SecondFactorStep })),
  ),
);

/**
 * The code step, loaded when a sign-in asks for it: few accounts have a second factor, and the login and
 * signup pages are first visits whose JS is budgeted (scripts/web-build.test.ts).
 */
export function LazySecondFactorStep(props: ComponentProps<typeof Step>) {
  return (
    <Suspense fallback={null}>
      <SecondFactorStep {...props} />
    </Suspense>
  );
}

import { PasskeysSection, TwoStepSection } from '../../auth';
import { SectionHeader } from '../components/section-header';

/** /adminDashboard/two-step: the signed-in staff member's own two-step sign-in (set up, codes, turn off) and passkeys. */
export default function TwoStepPage() {
  return (
    <>
      <SectionHeader title="Your sign-in" />
      <div className="max-w-xl rounded-xl border border-slate-200 bg-white p-4">
        <TwoStepSection />
      </div>
      <div className="mt-4 max-w-xl rounded-xl border border-slate-200 bg-white p-4">
        <PasskeysSection />
      </div>
    </>
  );
}

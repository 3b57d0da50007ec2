import { TwoStepSection } from '../../auth';

/** /adminDashboard/two-step: the signed-in staff member's own two-step sign-in (set up, codes, turn off). */
export default function TwoStepPage() {
  return (
    <div className="max-w-xl rounded-xl border border-slate-200 bg-white p-4">
      <TwoStepSection />
    </div>
  );
}

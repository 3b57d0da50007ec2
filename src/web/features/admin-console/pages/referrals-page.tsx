import { useEffect, useState, type FormEvent } from 'react';
import type { AdminReferralDto, ReferralRewardsDto } from '../../../../shared/api-referrals';
import { formatRupees } from '../../../../shared/money';
import { referralRewardsInputSchema } from '../../../../shared/schemas/referrals';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useReferrals, useSaveReferralRewards, type ReferralsQuery } from '../api/referrals';
import { FilterButtons, PagedList, StateBadge } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { useCan } from '../hooks/use-can';
import { formatInstant } from '../model/format';

const stateTones: Record<AdminReferralDto['state'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  rewarded: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
};
const stateLabels: Record<AdminReferralDto['state'], string> = {
  pending: 'Waiting for first paid visit',
  rewarded: 'Rewarded',
  refused: 'Refused',
};
const filters: { value: ReferralsQuery['state']; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'pending', label: 'Waiting' },
  { value: 'rewarded', label: 'Rewarded' },
  { value: 'refused', label: 'Refused' },
];

/** The owner's reward amounts (whole rupees each side; 0 pays that side nothing). */
function RewardsForm({ rewards }: { rewards: ReferralRewardsDto }) {
  const save = useSaveReferralRewards();
  const [referrer, setReferrer] = useState(String(rewards.referrerRewardRupees));
  const [referee, setReferee] = useState(String(rewards.refereeRewardRupees));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReferrer(String(rewards.referrerRewardRupees));
    setReferee(String(rewards.refereeRewardRupees));
  }, [rewards.referrerRewardRupees, rewards.refereeRewardRupees]);
  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = referralRewardsInputSchema.safeParse({
      referrerRewardRupees: Number(referrer),
      refereeRewardRupees: Number(referee),
    });
    if (!referrer || !referee || !parsed.success) {
      setError(parsed.success ? 'Enter both amounts' : parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  }
  return (
    <form
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      <TextField
        label="Referrer gets (₹)"
        inputMode="numeric"
        value={referrer}
        onChange={(e) => setReferrer(e.target.value)}
        containerClassName="w-40"
      />
      <TextField
        label="New customer gets (₹)"
        inputMode="numeric"
        value={referee}
        onChange={(e) => setReferee(e.target.value)}
        containerClassName="w-40"
      />
      <Button type="submit" disabled={save.isPending}>
        Save rewards
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Referrals (issue 36 part 5): who referred whom, and whether it was rewarded or refused and why. */
export default function ReferralsPage() {
  const can = useCan();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ReferralsQuery['state']>(undefined);
  const query = useReferrals({ page, size: 20, state });
  return (
    <>
      <SectionHeader title="Referrals" />
      {query.data ? (
        <p className="mb-3 text-sm text-slate-700">
          Each side is credited when the new customer&apos;s first paid visit is completed: the referrer{' '}
          <b>{formatRupees(query.data.rewards.referrerRewardRupees * 100)}</b>, the new customer{' '}
          <b>{formatRupees(query.data.rewards.refereeRewardRupees * 100)}</b>.
        </p>
      ) : null}
      {query.data && can('settings') ? <RewardsForm rewards={query.data.rewards} /> : null}
      <FilterButtons
        filters={filters}
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
      />
      <PagedList query={query} empty="No referrals yet" page={page} size={20} onPage={setPage}>
        {(items) => (
          <SimpleTable
            caption="Referrals"
            rows={items}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Referrer', cell: (r) => `${r.referrer.name} (${r.referrer.email})` },
              { header: 'New customer', cell: (r) => `${r.referee.name} (${r.referee.email})` },
              { header: 'Code', cell: (r) => <span className="font-mono">{r.code}</span> },
              {
                header: 'State',
                cell: (r) => <StateBadge tone={stateTones[r.state]}>{stateLabels[r.state]}</StateBadge>,
              },
              {
                header: 'Reason / rewards',
                cell: (r) =>
                  r.state === 'refused'
                    ? r.refusedReasonText
                    : r.state === 'rewarded'
                      ? `${formatRupees(r.referrerRewardPaise ?? 0)} + ${formatRupees(r.refereeRewardPaise ?? 0)}`
                      : '—',
              },
              { header: 'Signed up', cell: (r) => formatInstant(r.createdAt) },
              { header: 'Decided', cell: (r) => (r.decidedAt ? formatInstant(r.decidedAt) : '—') },
            ]}
          />
        )}
      </PagedList>
    </>
  );
}

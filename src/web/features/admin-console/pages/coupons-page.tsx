import { couponState, couponStateLabels, type CouponState } from '../../../../shared/domain/coupon-state';
import { bookingStatusLabel } from '../../../../shared/labels';
import { useState } from 'react';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCoupons, useRedemptions } from '../api/get-coupons';
import { CouponDialog } from '../components/coupon-dialog';
import { PlanDiscountsForm } from '../components/plan-discounts-form';
import { MembershipPlansSection } from '../components/membership-plans-section';
import { PagedList, StateBadge } from '../components/paged-list';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import type { AdminCouponDto } from '../../../../shared/api-admin';
import { formatInstant } from '../model/format';
import { offerTerms } from '../../../../shared/domain/offers';

/** The rules as customers read them on the offers strip (the expiry has its own column), and whether it is shown. */
const describe = (c: AdminCouponDto) =>
  [offerTerms({ ...c, expiresAt: null }), c.isPublic ? 'shown on the site' : null]
    .filter(Boolean)
    .join(' · ');

const stateTones: Record<CouponState, string> = {
  active: 'bg-green-100 text-green-900',
  expired: 'bg-red-100 text-red-900',
  'used-up': 'bg-amber-100 text-amber-900',
  off: 'bg-slate-100 text-slate-800',
};

export default function CouponsPage() {
  const [page, setPage] = useState(1);
  const query = useCoupons({ page, size: 20 });
  const [editing, setEditing] = useState<AdminCouponDto | null>(null);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<AdminCouponDto | null>(null);
  const redemptions = useRedemptions(viewing?.id ?? null);
  const now = new Date();
  return (
    <>
      <SectionHeader title="Coupons">
        <Button onClick={() => setCreating(true)}>New coupon</Button>
      </SectionHeader>
      <PlanDiscountsForm />
      <MembershipPlansSection />
      <PagedList query={query} empty="No coupons yet" onPage={setPage}>
        {(items) => (
          <SimpleTable
            caption="Coupons"
            rows={items}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Code', cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
              { header: 'Terms', cell: describe },
              { header: 'Used', cell: (c) => `${c.usedCount}${c.usageLimit ? ` / ${c.usageLimit}` : ''}` },
              { header: 'Expires', cell: (c) => formatInstant(c.expiresAt) },
              {
                header: 'State',
                cell: (c) => {
                  const state = couponState(c, now);
                  return <StateBadge tone={stateTones[state]}>{couponStateLabels[state]}</StateBadge>;
                },
              },
              {
                header: 'Actions',
                cell: (c) => (
                  <span className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                      Edit<span className="sr-only"> {c.code}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setViewing(c)}>
                      Redemptions<span className="sr-only"> of {c.code}</span>
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </PagedList>
      <CouponDialog
        open={creating || !!editing}
        coupon={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <Dialog
        open={!!viewing}
        onOpenChange={(o) => (o ? undefined : setViewing(null))}
        title={`Redemptions of ${viewing?.code ?? ''}`}
        className="max-w-2xl"
      >
        {redemptions.isPending ? (
          <LoadingState />
        ) : redemptions.isError ? (
          <ErrorState error={redemptions.error} />
        ) : !redemptions.data.items.length ? (
          <EmptyState title="Nobody has used it yet" />
        ) : (
          <ul className="space-y-1 text-sm">
            {redemptions.data.items.map((r) => (
              <li key={r.id}>
                <b>{r.bookingReference}</b> · {r.customerName} · −{formatRupees(r.discountPaise)} of{' '}
                {formatRupees(r.totalPaise)} · {bookingStatusLabel(r.bookingStatus)} ·{' '}
                {formatInstant(r.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}

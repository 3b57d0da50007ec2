import type { MembershipDto, MembershipPlanDto } from '../../../../shared/api-memberships';
import { formatInstantDay } from '../../../../shared/domain/date-format';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { serverText } from '../../../i18n/server-text';
import {
  useCancelMembership,
  useCurrentMembership,
  useMemberPriceExample,
  useMembershipPlans,
  useSandboxApprove,
  useSubscribe,
} from '../api/membership-api';
import { PROFILE_NS } from '../i18n';

const rupees = (r: number) => formatRupees(rupeesToPaise(r));

function PlanCard({ plan, canSubscribe }: { plan: MembershipPlanDto; canSubscribe: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const subscribe = useSubscribe(plan.id);
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="membership-plan">
      <p className="font-semibold text-slate-900">
        <span translate="no">{plan.name}</span> ·{' '}
        {t(plan.period === 'monthly' ? 'membership.perMonth' : 'membership.perQuarter', {
          price: rupees(plan.price),
        })}
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
        <li>{t('membership.discount', { percent: plan.discountPercent })}</li>
        {plan.prioritySlots ? <li>{t('membership.prioritySlots')}</li> : null}
        <li>{t('membership.reclean', { days: plan.recleanDays })}</li>
      </ul>
      {canSubscribe ? (
        <Button
          size="sm"
          className="mt-2"
          disabled={subscribe.isPending}
          onClick={() =>
            subscribe.mutate(undefined, {
              onSuccess: (made) => {
                // With Razorpay, its hosted page takes the UPI AutoPay mandate; the sandbox plays it here.
                if (made.provider === 'razorpay' && made.shortUrl) window.location.assign(made.shortUrl);
              },
              onError: (e) => showToast('error', e.message),
            })
          }
        >
          {t('membership.subscribe')}
        </Button>
      ) : null}
    </li>
  );
}

function Status({ m }: { m: MembershipDto }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const message = useMessageText();
  const approve = useSandboxApprove();
  const cancel = useCancelMembership();
  const example = useMemberPriceExample(m.perksActive);
  const day = (iso: string) => formatInstantDay(iso, i18n.language);
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-700" data-testid="membership-status">
      <p>
        <span translate="no">{m.plan.name}</span>: <strong>{t(`membership.status.${m.status}`)}</strong>
      </p>
      {m.notice ? (
        <p role="alert" className="rounded-md bg-amber-50 p-2 text-amber-900">
          {message(m.notice)}
        </p>
      ) : null}
      {m.status === 'created' ? (
        <Button
          size="sm"
          disabled={approve.isPending}
          onClick={() => approve.mutate(m.subscriptionId, { onError: (e) => showToast('error', e.message) })}
        >
          {t('membership.approveSandbox')}
        </Button>
      ) : null}
      {m.nextChargeAt ? (
        <p>{t('membership.nextCharge', { date: day(m.nextChargeAt), price: rupees(m.plan.price) })}</p>
      ) : null}
      {m.cancelAtPeriodEnd && m.perksEndAt ? (
        <p>{t('membership.endsOn', { date: day(m.perksEndAt) })}</p>
      ) : null}
      {m.perksActive && example.data?.member !== undefined && example.data ? (
        <p data-testid="member-price">
          {t('membership.memberPrice', {
            service: serverText(example.data.service),
            member: rupees(example.data.member),
            list: rupees(example.data.list),
          })}
        </p>
      ) : null}
      {m.charges.length > 0 ? (
        <ul className="text-xs text-slate-600" aria-label={t('membership.history')}>
          {m.charges.map((c) => (
            <li key={c.paymentId}>
              {day(c.chargedAt)} · {rupees(c.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {(m.status === 'active' || m.status === 'pending') && !m.cancelAtPeriodEnd ? (
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () =>
                showToast('success', 'Your membership will end when the period you paid for ends.'),
              onError: (e) => showToast('error', e.message),
            })
          }
        >
          {t('membership.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

/** Chamak Plus (issue 36 part 3): plans, subscribing with UPI AutoPay, status, next charge, history, cancel. */
export function MembershipSection() {
  const { t } = useTranslation(PROFILE_NS);
  const plans = useMembershipPlans();
  const current = useCurrentMembership();
  const m = current.data ?? null;
  const live = m && !['cancelled', 'completed', 'expired'].includes(m.status);
  return (
    <section aria-labelledby="membership-heading" className="rounded-xl border border-slate-200 p-4">
      <h2 id="membership-heading" className="text-lg font-semibold text-slate-900">
        <span translate="no">Chamak Plus</span>
      </h2>
      {plans.data ? (
        <>
          <ul className="mt-2 space-y-2">
            {plans.data.plans.map((p) => (
              <PlanCard key={p.id} plan={p} canSubscribe={current.isSuccess && !live} />
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            {t('membership.autopay', {
              limit: rupees(plans.data.autopay.limitRupees),
              hours: plans.data.autopay.preDebitNoticeHours,
            })}
          </p>
        </>
      ) : null}
      {m ? <Status m={m} /> : null}
    </section>
  );
}

import { useState } from 'react';
import {
  GRIEVANCE_STATUSES,
  type AdminGrievance,
  type GrievanceStatus,
} from '../../../../shared/schemas/privacy';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { answerGrievance, useGrievances } from '../api/grievances';
import { SectionHeader } from '../components/section-header';
import { useAdminAction } from '../hooks/use-admin-action';
import { formatInstant } from '../model/format';
import { clockText } from '../model/grievance-clock';

const statusLabels: Record<GrievanceStatus, string> = { open: 'Open', answered: 'Answered' };

function GrievanceItem({ g, onAnswer }: { g: AdminGrievance; onAnswer: () => void }) {
  const late = g.status === 'open' && g.daysLeft < 7;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {g.reference} · {g.name}
          </p>
          <p className="text-sm text-slate-600">
            {g.email}
            {g.phone ? ` · ${g.phone}` : ''}
          </p>
          <p className="text-xs text-slate-500">
            Received {formatInstant(g.createdAt)} · due {formatInstant(g.dueAt)}
            {g.answeredAt ? ` · answered ${formatInstant(g.answeredAt)}` : ''}
          </p>
        </div>
        {g.status === 'open' ? (
          <span
            className={
              late
                ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800'
                : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
            }
          >
            {clockText(g.daysLeft)}
          </span>
        ) : (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            Answered
          </span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{g.message}</p>
      {g.answer ? (
        <p className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          {g.answer}
        </p>
      ) : null}
      {g.status === 'open' ? (
        <div className="mt-3">
          <Button size="sm" onClick={onAnswer} aria-label={`Answer ${g.reference}`}>
            Answer
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function AnswerDialog({ grievance, onClose }: { grievance: AdminGrievance; onClose: () => void }) {
  const [answer, setAnswer] = useState('');
  const send = useAdminAction(answerGrievance, () => ({ title: 'Answer sent.' }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Answer ${grievance.reference}`}
      description="The answer is emailed to the person in the language they wrote in, and cannot be changed."
    >
      <div className="space-y-4">
        <TextAreaField
          label="Answer"
          rows={6}
          maxLength={4000}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => send.mutate({ id: grievance.id, answer }, { onSuccess: onClose })}
            disabled={send.isPending || answer.trim() === ''}
          >
            {send.isPending ? 'Sending…' : 'Send answer'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Grievances about personal data: open ones by due date, on the DPDP Rules' 90-day clock; each answered once. */
export default function GrievancesPage() {
  const [status, setStatus] = useState<GrievanceStatus>('open');
  const query = useGrievances(status);
  const [answering, setAnswering] = useState<AdminGrievance | null>(null);
  return (
    <>
      <SectionHeader title="Grievances">
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as GrievanceStatus)}
        >
          {GRIEVANCE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </SelectField>
      </SectionHeader>
      {query.isPending ? <LoadingState label="Loading grievances…" /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.length === 0 ? <EmptyState title="No grievances here" /> : null}
      <ul className="space-y-3">
        {query.data?.map((g) => (
          <GrievanceItem key={g.id} g={g} onAnswer={() => setAnswering(g)} />
        ))}
      </ul>
      {answering ? <AnswerDialog grievance={answering} onClose={() => setAnswering(null)} /> : null}
    </>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  HIRING_CITY_NAMES,
  nextState,
  POLICE_STATUSES,
  TRAINING_ITEM_LABELS,
  TRAINING_ITEMS,
  type PoliceStatus,
  type TrainingItem,
} from '../../../../shared/domain/hiring';
import { hiringTexts, type ApplicationDto } from '../../../../shared/schemas/hiring';
import { DateField } from '../../../components/date-field/date-field';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { describeApiError } from '../../../i18n/api-error';
import { paths } from '../../../lib/paths';
import { usePhotoUrl } from '../../after-visit';
import {
  useApplication,
  useEraseApplication,
  useMoveApplication,
  useUpdateApplication,
  useUploadApplicationPhoto,
} from '../api/applications';
import { StateBadge } from '../components/paged-list';
import { Titled } from '../components/section-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import {
  applicationStateLabels,
  applicationStateTones,
  availabilityLabels,
  policeStatusLabels,
} from '../model/applicant-labels';
import { formatDay, formatInstant } from '../model/format';

const listPath = `${paths.adminDashboard}/applicants`;
const isFinal = (a: ApplicationDto) => a.state === 'active' || a.state === 'rejected';

/** /adminDashboard/applicants/:id: one applicant's facts, photos and step, moved on, rejected or erased. */
export default function ApplicantDetailPage({ id }: { id: string }) {
  const query = useApplication(id);
  if (query.isPending)
    return (
      <Titled title="Applicant">
        <LoadingState />
      </Titled>
    );
  if (query.isError)
    return (
      <Titled title="Applicant">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Titled>
    );
  const a = query.data;
  return (
    <>
      <Link to={listPath} className="text-sm font-semibold text-brand-700 underline">
        ← All applicants
      </Link>
      <div className="mb-4 mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{a.name}</h1>
        <StateBadge tone={applicationStateTones[a.state]}>{applicationStateLabels[a.state]}</StateBadge>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Facts a={a} />
        <StepCard a={a} />
        <Photos a={a} />
        {isFinal(a) ? null : <EmailCard a={a} />}
      </div>
      <Actions a={a} />
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ a }: { a: ApplicationDto }) {
  const facts: [string, ReactNode][] = [
    ['Reference', a.reference],
    [
      'Mobile',
      <a key="tel" href={`tel:${a.phone}`} className="underline">
        {a.phone}
      </a>,
    ],
    ['Email', a.email ?? '—'],
    ['City', HIRING_CITY_NAMES[a.city].en],
    ['Services', a.services.map((s) => s.name).join(', ') || '—'],
    ['Experience', `${a.experienceYears} ${a.experienceYears === 1 ? 'year' : 'years'}`],
    ['Availability', availabilityLabels[a.availability]],
    ['Language', a.language === 'hi' ? 'Hindi' : 'English'],
    ['Aadhaar', a.aadhaarMasked ?? 'Not recorded'],
    [
      'Police verification',
      `${policeStatusLabels[a.policeStatus]}${a.policeDate ? `, ${formatDay(a.policeDate)}` : ''}`,
    ],
    ['Training', `${a.training.length} of ${TRAINING_ITEMS.length} items`],
    ['Applied', formatInstant(a.createdAt)],
    ['Last change', formatInstant(a.updatedAt)],
    ...(a.rejectionNote ? ([['Why rejected', a.rejectionNote]] as [string, ReactNode][]) : []),
    ...(a.cleanerId
      ? ([['Cleaner account', 'Made: they sign in as a cleaner']] as [string, ReactNode][])
      : []),
  ];
  return (
    <Card title="Applicant">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="mb-1 break-words text-slate-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** A private photo: fetched with the bearer token (an <img src> could not send it). */
function PrivatePhoto({ url, alt }: { url: string; alt: string }) {
  const objectUrl = usePhotoUrl(url);
  return objectUrl ? (
    <img src={objectUrl} alt={alt} className="h-40 w-40 rounded-lg border border-slate-200 object-cover" />
  ) : (
    <span className="block h-40 w-40 rounded-lg bg-slate-100" aria-label={`${alt}: loading`} role="img" />
  );
}

function PhotoSlot({
  a,
  kind,
  title,
  noun,
  url,
  canUpload,
}: {
  a: ApplicationDto;
  kind: 'id' | 'portrait';
  title: string;
  /** The photo in a sentence: 'ID photo', 'portrait'. */
  noun: string;
  url: string | null;
  canUpload: boolean;
}) {
  const upload = useUploadApplicationPhoto();
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      {/* Keyed by the last change: a new photo at the same address is fetched again. */}
      {url ? (
        <PrivatePhoto key={a.updatedAt} url={url} alt={`${a.name}: ${title}`} />
      ) : (
        <p className="text-sm text-slate-600">None yet.</p>
      )}
      {canUpload ? (
        <label className="inline-block cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-300">
          {upload.isPending ? 'Uploading…' : url ? `Replace ${noun}` : `Upload ${noun}`}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload.mutate({ id: a._id, kind, file });
            }}
          />
        </label>
      ) : null}
    </div>
  );
}

function Photos({ a }: { a: ApplicationDto }) {
  return (
    <Card title="Photos">
      <p className="mb-3 text-sm text-slate-600">
        Kept privately. The ID photo is added at the documents step; the portrait becomes the cleaner’s photo
        their customers see.
      </p>
      <div className="flex flex-wrap gap-6">
        <PhotoSlot
          a={a}
          kind="id"
          title="ID photo"
          noun="ID photo"
          url={a.idPhotoUrl}
          canUpload={a.state === 'documents'}
        />
        <PhotoSlot
          a={a}
          kind="portrait"
          title="Portrait"
          noun="portrait"
          url={a.portraitUrl}
          canUpload={!isFinal(a)}
        />
      </div>
    </Card>
  );
}

/** The facts the application's current step needs before it moves on. */
function StepCard({ a }: { a: ApplicationDto }) {
  if (a.state === 'documents') return <DocumentsForm a={a} />;
  if (a.state === 'police') return <PoliceForm a={a} />;
  if (a.state === 'training') return <TrainingForm a={a} />;
  const says: Record<string, string> = {
    screening: 'Call the applicant. When they fit, move them to documents.',
    active: 'Hired: their cleaner account is made and the sign-in was mailed.',
    rejected: 'Rejected: the applicant was told politely.',
  };
  return (
    <Card title="This step">
      <p className="text-sm text-slate-700">{says[a.state]}</p>
    </Card>
  );
}

function DocumentsForm({ a }: { a: ApplicationDto }) {
  const update = useUpdateApplication();
  const [last4, setLast4] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Card title="Documents">
      <p className="mb-3 text-sm text-slate-700">
        Add the ID photo (under Photos) and the Aadhaar’s last 4 digits; the full number is never kept.
        {a.aadhaarMasked ? ` Recorded: ${a.aadhaarMasked}.` : ''}
      </p>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{4}$/.test(last4)) return setError(hiringTexts.aadhaarFormat);
          setError(undefined);
          update.mutate({ id: a._id, aadhaarLast4: last4 }, { onSuccess: () => setLast4('') });
        }}
      >
        <TextField
          label="Aadhaar last 4 digits"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={last4}
          onChange={(e) => setLast4(e.target.value)}
          error={error}
          containerClassName="sm:w-56"
        />
        <Button type="submit" disabled={update.isPending}>
          Save Aadhaar
        </Button>
      </form>
    </Card>
  );
}

function PoliceForm({ a }: { a: ApplicationDto }) {
  const update = useUpdateApplication();
  const [status, setStatus] = useState<PoliceStatus>(a.policeStatus);
  const [date, setDate] = useState(a.policeDate ?? '');
  return (
    <Card title="Police verification">
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: a._id, policeStatus: status, policeDate: date || null });
        }}
      >
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as PoliceStatus)}
        >
          {POLICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {policeStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        <DateField label="Verification date" value={date} onChange={setDate} clearable />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            Save police verification
          </Button>
        </div>
      </form>
    </Card>
  );
}

function TrainingForm({ a }: { a: ApplicationDto }) {
  const update = useUpdateApplication();
  const [ticked, setTicked] = useState<TrainingItem[]>(a.training);
  return (
    <Card title="Training">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: a._id, training: ticked });
        }}
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm text-slate-700">
            Tick each item the applicant was trained in.
          </legend>
          {TRAINING_ITEMS.map((item) => (
            <CheckboxField
              key={item}
              label={TRAINING_ITEM_LABELS[item]}
              checked={ticked.includes(item)}
              onChange={(e) =>
                setTicked((list) => (e.target.checked ? [...list, item] : list.filter((i) => i !== item)))
              }
            />
          ))}
        </fieldset>
        <Button type="submit" className="mt-3" disabled={update.isPending}>
          Save training
        </Button>
      </form>
    </Card>
  );
}

function EmailCard({ a }: { a: ApplicationDto }) {
  const update = useUpdateApplication();
  const [email, setEmail] = useState(a.email ?? '');
  return (
    <Card title="Email">
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: a._id, email: email.trim() });
        }}
      >
        <TextField
          label="Email for the cleaner account"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint="Needed to activate: the sign-in is mailed here."
          containerClassName="flex-1"
        />
        <Button type="submit" disabled={update.isPending}>
          Save email
        </Button>
      </form>
    </Card>
  );
}

function Actions({ a }: { a: ApplicationDto }) {
  const navigate = useNavigate();
  const next = nextState(a.state);
  const move = useMoveApplication((moved) =>
    moved.state === 'active'
      ? { title: 'Cleaner hired', message: `${moved.name}’s account is made and the sign-in mailed.` }
      : moved.state === 'rejected'
        ? { title: 'Applicant rejected', message: `${moved.name} is told politely.` }
        : { title: `Moved to ${applicationStateLabels[moved.state]}`, message: moved.name },
  );
  const erase = useEraseApplication();
  const [rejecting, setRejecting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [note, setNote] = useState('');
  // A refusal stands until the application changes (the missing fact added): then it is stale.
  const { reset } = move;
  useEffect(() => reset(), [a.updatedAt, reset]);
  const refusal = move.isError ? describeApiError(move.error).message : null;
  return (
    <section
      aria-labelledby="applicant-actions"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="applicant-actions" className="mb-3 text-lg font-semibold text-slate-900">
        Next
      </h2>
      {refusal ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!isFinal(a) && next ? (
          <Button disabled={move.isPending} onClick={() => move.mutate({ id: a._id, to: next })}>
            {next === 'active' ? 'Activate cleaner' : `Move to ${applicationStateLabels[next]}`}
          </Button>
        ) : null}
        {!isFinal(a) ? (
          <Button variant="outline" disabled={move.isPending} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        ) : null}
        <Button variant="outline" disabled={erase.isPending} onClick={() => setErasing(true)}>
          Erase application
        </Button>
      </div>
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject applicant"
        description={`${a.name} is told politely by text; your note stays with the office.`}
      >
        <div className="space-y-4">
          <TextAreaField
            label="Note (optional)"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button
              disabled={move.isPending}
              onClick={() =>
                move.mutate(
                  { id: a._id, to: 'rejected', note: note.trim() || undefined },
                  { onSuccess: () => setRejecting(false) },
                )
              }
            >
              Reject applicant
            </Button>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        open={erasing}
        onOpenChange={setErasing}
        title="Erase application"
        message={`${a.name}’s application and photos are deleted for good. This cannot be undone.`}
        confirmLabel="Erase"
        danger
        busy={erase.isPending}
        onConfirm={() =>
          erase.mutate(a, {
            onSuccess: () => void navigate(listPath),
            onSettled: () => setErasing(false),
          })
        }
      />
    </section>
  );
}

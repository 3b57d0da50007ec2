import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  APPLICATION_STATES,
  HIRING_CITIES,
  HIRING_CITY_NAMES,
  type ApplicationState,
  type HiringCity,
} from '../../../../shared/domain/hiring';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../lib/paths';
import { useApplications } from '../api/applications';
import { FilterButtons, PagedList, StateBadge } from '../components/paged-list';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { applicationStateLabels, applicationStateTones } from '../model/applicant-labels';
import { formatInstant } from '../model/format';

const SIZE = 20;
const stateFilters: { value: ApplicationState | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  ...APPLICATION_STATES.map((s) => ({ value: s, label: applicationStateLabels[s] })),
];

/** /adminDashboard/applicants: who applied through "Work with us", at which step; open one to move it on. */
export default function ApplicantsPage() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ApplicationState | undefined>(undefined);
  const [city, setCity] = useState<HiringCity | undefined>(undefined);
  const query = useApplications({ state, city, page, size: SIZE });
  return (
    <>
      <SectionHeader title="Applicants" />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Cleaners who applied through Work with us. Each moves one step at a time: screening, documents, police
        verification, training, then active (their cleaner account is made and the sign-in mailed).
      </p>
      <div className="flex flex-col gap-2 lg:flex-row lg:items-start lg:justify-between">
        <FilterButtons
          filters={stateFilters}
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
        />
        <SelectField
          label="City"
          value={city ?? ''}
          containerClassName="mb-3 sm:max-w-xs lg:w-48"
          onChange={(e) => {
            setCity((e.target.value || undefined) as HiringCity | undefined);
            setPage(1);
          }}
        >
          <option value="">All cities</option>
          {HIRING_CITIES.map((c) => (
            <option key={c} value={c}>
              {HIRING_CITY_NAMES[c].en}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedList
        query={query}
        empty="No applicants here"
        loadingLabel="Loading applicants…"
        page={page}
        size={SIZE}
        onPage={setPage}
      >
        {(items) => (
          <SimpleTable
            caption="Applicants"
            rows={items}
            rowKey={(a) => a._id}
            columns={[
              {
                header: 'Name',
                cell: (a) => (
                  <Link
                    to={`${paths.adminDashboard}/applicants/${a._id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {a.name}
                  </Link>
                ),
              },
              { header: 'City', cell: (a) => HIRING_CITY_NAMES[a.city].en },
              { header: 'Services', cell: (a) => a.services.map((s) => s.name).join(', ') || '—' },
              {
                header: 'State',
                cell: (a) => (
                  <StateBadge tone={applicationStateTones[a.state]}>
                    {applicationStateLabels[a.state]}
                  </StateBadge>
                ),
              },
              { header: 'Applied', cell: (a) => formatInstant(a.createdAt) },
            ]}
          />
        )}
      </PagedList>
    </>
  );
}

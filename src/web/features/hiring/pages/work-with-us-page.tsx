import { useState, type FormEvent } from 'react';
import {
  AVAILABILITIES,
  HIRING_CITIES,
  HIRING_CITY_NAMES,
  type Availability,
  type HiringCity,
} from '../../../../shared/domain/hiring';
import { isLanguage } from '../../../../shared/language';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { SelectField } from '../../../components/ui/select-field';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import type { ErrorDescription } from '../../../lib/api-client';
import { useServices } from '../../catalogue/api/get-services';
import { applyToWork, sendApplicationCode } from '../api/hiring-api';
import { HIRING_NS } from '../i18n';

/** /work-with-us (and /hi/work-with-us): a cleaner's application, the mobile proven by a code. */
export default function WorkWithUsPage() {
  const { t, i18n } = useTranslation(HIRING_NS);
  const serverText = useServerText();
  usePageTitle(t('title'), t('intro'));
  const services = useServices();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [city, setCity] = useState<HiringCity | ''>('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [experience, setExperience] = useState('0');
  const [availability, setAvailability] = useState<Availability>('full-time');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const [reference, setReference] = useState<string | null>(null);

  async function sendCode() {
    setFailure(null);
    setBusy(true);
    try {
      setSentTo((await sendApplicationCode({ phone, language })).sentTo);
    } catch (error) {
      setFailure(describeApiError(error));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const done = await applyToWork({
        name,
        phone,
        code,
        city: city as HiringCity,
        services: chosen,
        experienceYears: Number(experience),
        availability,
        ...(email.trim() ? { email: email.trim() } : {}),
        language,
      });
      setReference(done.reference);
    } catch (error) {
      setFailure(describeApiError(error));
    } finally {
      setBusy(false);
    }
  }

  const cityName = (c: HiringCity) => HIRING_CITY_NAMES[c][language === 'hi' ? 'hi' : 'en'];

  return (
    <main>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('intro')}</p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {reference ? (
          <div
            role="status"
            className="space-y-2 rounded-xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-200"
          >
            <p className="text-lg font-semibold">{t('done')}</p>
            <p>{t('reference', { reference })}</p>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-label={t('title')} className="space-y-4">
            <TextField
              label={t('name')}
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                containerClassName="flex-1"
                label={t('mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
              <Button type="button" variant="outline" disabled={busy || !phone.trim()} onClick={sendCode}>
                {busy && !sentTo ? t('sending') : t('sendCode')}
              </Button>
            </div>
            {sentTo ? (
              <>
                <p role="status" className="text-sm text-slate-700">
                  {t('codeSent', { to: sentTo })}
                </p>
                <TextField
                  label={t('code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </>
            ) : null}
            <SelectField
              label={t('city')}
              value={city}
              onChange={(e) => setCity(e.target.value as HiringCity)}
            >
              <option value="">{t('chooseCity')}</option>
              {HIRING_CITIES.map((c) => (
                <option key={c} value={c}>
                  {cityName(c)}
                </option>
              ))}
            </SelectField>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('services')}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {(services.data ?? []).map((s) => (
                  <CheckboxField
                    key={s._id}
                    label={serverText(s.name)}
                    checked={chosen.includes(s._id)}
                    onChange={(e) =>
                      setChosen((now) =>
                        e.target.checked ? [...now, s._id] : now.filter((id) => id !== s._id),
                      )
                    }
                  />
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('experience')}
                type="number"
                inputMode="numeric"
                min={0}
                max={40}
                value={experience}
                onChange={(e) => setExperience(e.target.value)}
              />
              <SelectField
                label={t('availability')}
                value={availability}
                onChange={(e) => setAvailability(e.target.value as Availability)}
              >
                {AVAILABILITIES.map((a) => (
                  <option key={a} value={a}>
                    {t(`availabilities.${a}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={t('email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <p className="text-sm text-slate-600">{t('privacy')}</p>
            <FormFeedback success={null} failure={failure} />
            <BrandButton type="submit" size="lg" disabled={busy || !sentTo} className="w-full sm:w-auto">
              {busy && sentTo ? t('applying') : t('apply')}
            </BrandButton>
          </form>
        )}
      </div>
    </main>
  );
}

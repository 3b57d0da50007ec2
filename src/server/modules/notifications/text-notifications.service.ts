import type { DbOrTx } from '../../db/client';
import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';
import { bookingReference } from '../../../shared/booking-reference';
import { TEXT_TEMPLATES, type TextKind } from '../../../shared/notifications';
import {
  cleanTextVariable,
  fitOnWord,
  linkHosts,
  TEXT_VARIABLE_MAX,
} from '../../../shared/domain/text-variables';
import { crewFirstNames } from '../../../shared/domain/masked-calls';
import { clockTime, shortDate } from '../../platform/i18n/format';
import { dataText, smsText } from '../../platform/i18n/i18n';
import { indianMobile } from '../../platform/messaging/phone';
import type { TextChannel } from '../../platform/messaging/provider';
import { enqueueText } from '../../platform/messaging/text-outbox';
import type { SmsBudget } from '../../platform/messaging/sms-budget';
import { AppError } from '../../platform/errors';
import { otpLoginTexts } from '../../../shared/schemas/otp-login';
import { phoneVerificationTexts } from '../../../shared/schemas/phone-verification';
import { type PushKind, pushDevices, pushMessage } from '../push/push.service';
import type { ShortLinks } from '../short-links/short-links.service';
import { verifiedMobiles } from '../users/phone-verification.service';
import { notificationsRepository } from './notifications.repository';

/** What a booking's texts read from it: fields of the stored booking row. */
export interface TextBooking {
  id: string;
  userId: string;
  customerName: string;
  phoneNumber: string;
  serviceName: string;
  scheduledDate: string;
  scheduledTime: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  startCode: string;
}

export interface TextCleaner {
  cleanerId: string;
  name: string;
  phone: string;
}

/**
 * The first name to greet, cleaned (a booking's name is typed by anyone: no links, no digits); without
 * one, 'there' ('Hi there') or 'जी' ('नमस्ते जी').
 */
const firstName = (name: string, language: Language) =>
  cleanTextVariable(name).split(' ')[0] || (language === 'hi' ? 'जी' : 'there');
/**
 * The crew as a customer's text names it: one in full, several by first names ('Ravi and Arjun'), or the
 * lead 'and team' when that would pass a DLT variable's 30 characters.
 */
const crewNames = (names: string[], language: Language) => {
  if (names.length <= 1) return crewName(names[0] ?? '', language);
  const all = crewFirstNames(names.map(cleanTextVariable), language);
  if (all.length <= TEXT_VARIABLE_MAX) return all;
  return `${crewFirstNames([names[0]], language)} ${language === 'hi' ? 'और टीम' : 'and team'}`;
};
/** A cleaner's name as a customer's text carries it: cleaned, never empty. */
const crewName = (name: string, language: Language) =>
  cleanTextVariable(name) || (language === 'hi' ? 'आपके सफ़ाईकर्मी' : 'Your cleaner');

/**
 * The area a cleaner's text names: the city cut on a word boundary and the pincode, within a DLT
 * variable's 30 characters. The address itself opens behind the job's short link.
 */
const areaOf = (b: TextBooking) => {
  const pin = b.pincode.replace(/\D/g, '').slice(0, 6);
  return [fitOnWord(cleanTextVariable(b.city), 30 - pin.length - 1), pin].filter(Boolean).join(' ');
};

/**
 * Every variable within a DLT variable's 30 characters (a longer one fails as "not matched with the
 * template"): cut on a word boundary. A link is never cut; ours are short by design (short-links).
 */
const fitVariable = (value: string) => (linkHosts(value).length ? value : fitOnWord(value));

/** A text's variables in one language (dates, times and the catalogue's names are written in it). */
type Values = (language: Language) => Record<string, string>;

/** Where a text goes: an account (its channels and language) and the number to use. */
interface Recipient {
  userId: string;
  number: string | null;
  /** Only these channels (the booking's contact number: SMS; the account never chose WhatsApp for it). */
  channels?: readonly TextChannel[];
}

/**
 * SMS and WhatsApp about bookings, queued inside the caller's transaction. A customer's go only to the
 * account's verified mobile (users/phone-verification.service.ts), never to the number typed on a
 * booking: that one is someone at the address, the crew calls it, and it gets the on-my-way text at
 * most. Without a verified mobile no text goes (emails still do). A cleaner's number, entered by an
 * admin, counts as verified. Each goes on the channels the person allows (SMS unless they opted out,
 * WhatsApp only after they opted in and never to a number that answered STOP), once per dedupe key,
 * with names cleaned (shared/domain/text-variables.ts), in the person's language:
 * WhatsApp in it always (Meta's templates are per language, the Hindi ones under the same names); an
 * SMS through MSG91 in Hindi only for a kind with a Hindi DLT template (`hindiSmsKinds`), else in English,
 * since a DLT template's wording is fixed. Without MSG91 (the sandbox: `hindiSmsKinds` 'all') every SMS is
 * kept in the person's language, as a company registering both languages' templates would send it.
 */
export function createTextNotifications(deps: {
  publicUrl: string;
  hindiSmsKinds: ReadonlySet<string> | 'all';
  /** The company line a customer's texts give to call: never the cleaner's own number. */
  companyPhone: string;
  /** The only links a text carries: `{PUBLIC_URL}/r/{code}`, opened by their owner. */
  shortLinks: ShortLinks;
  /** Web Push is on (VAPID keys): the events of `PushKind` go to each of the account's devices too. */
  push?: boolean;
  /** SMS_DAILY_BUDGET: booking texts stop first, sign-in codes last (sms-budget.ts). */
  smsBudget?: SmsBudget;
}) {
  const smsAllowed = (tx: DbOrTx, purpose: 'sign-in' | 'other') =>
    deps.smsBudget ? deps.smsBudget.allows(tx, purpose) : Promise.resolve(true);

  const channelLanguage = (channel: TextChannel, kind: TextKind, language: Language): Language =>
    channel === 'sms' && language === 'hi' && deps.hindiSmsKinds !== 'all' && !deps.hindiSmsKinds.has(kind)
      ? 'en'
      : language;

  async function queue(
    tx: DbOrTx,
    to: Recipient,
    kind: TextKind,
    valuesIn: Values,
    key: { bookingId: string; suffix?: string },
  ): Promise<number> {
    const number = to.number;
    if (!number) return 0;
    const prefs = await notificationsRepository.preferences(tx, to.userId);
    const accountLanguage = await notificationsRepository.language(tx, to.userId);
    const template = TEXT_TEMPLATES[kind];
    let queued = 0;
    for (const channel of to.channels ?? (['sms', 'whatsapp'] as const)) {
      if (!prefs[channel]) continue;
      if (await notificationsRepository.isOptedOut(tx, channel, number)) continue;
      if (channel === 'sms' && !(await smsAllowed(tx, 'other'))) continue;
      const language = channelLanguage(channel, kind, accountLanguage);
      const values = valuesIn(language);
      const id = await enqueueText(tx, {
        channel,
        kind,
        to: number,
        variables: template.vars.map((name) => ({ name, value: fitVariable(values[name] ?? '') })),
        language,
        text: smsText(language)(kind, values),
        bookingId: key.bookingId,
        dedupeKey: [key.bookingId, kind, key.suffix, channel, number].filter(Boolean).join(':'),
      });
      if (id) queued++;
    }
    return queued;
  }

  /**
   * A code proving a mobile, by the verification SMS's template in the language asked for where the Hindi DLT
   * template exists; the sandbox (no MSG91 key) keeps it in the outbox. Refused while the SMS budget is spent.
   */
  async function verificationCode(
    tx: DbOrTx,
    to: { number: string; language: Language },
    code: string,
    dedupeKey: string,
  ) {
    const kind = 'phone-verification' as const;
    if (!(await smsAllowed(tx, 'other')))
      throw new AppError('SMS_BUDGET_SPENT', 503, phoneVerificationTexts.budgetSpent);
    const language = channelLanguage('sms', kind, to.language);
    const values = { code };
    return enqueueText(tx, {
      channel: 'sms',
      kind,
      to: to.number,
      variables: TEXT_TEMPLATES[kind].vars.map((name) => ({ name, value: values[name] })),
      language,
      text: smsText(language)(kind, values),
      dedupeKey,
    });
  }

  /**
   * A push to each device the account subscribed (push/push.repository.ts), in the account's language,
   * once per event and device (the dedupe key ends in the subscription's id).
   */
  async function push(
    tx: DbOrTx,
    userId: string,
    kind: PushKind,
    valuesIn: Values,
    key: { bookingId: string; suffix?: string },
  ): Promise<number> {
    if (!deps.push) return 0;
    const devices = await pushDevices(tx, userId);
    if (!devices.length) return 0;
    const language = await notificationsRepository.language(tx, userId);
    const { title, body, url } = pushMessage(language, kind, valuesIn(language));
    let queued = 0;
    for (const device of devices) {
      const id = await enqueueText(tx, {
        channel: 'push',
        kind,
        to: device.id,
        variables: [
          { name: 'title', value: title },
          { name: 'url', value: url },
        ],
        language,
        text: body,
        bookingId: key.bookingId,
        dedupeKey: [key.bookingId, kind, key.suffix, 'push', device.id].filter(Boolean).join(':'),
      });
      if (id) queued++;
    }
    return queued;
  }

  const customer = async (tx: DbOrTx, b: TextBooking): Promise<Recipient> => ({
    userId: b.userId,
    number: await verifiedMobiles.textNumber(tx, b.userId),
  });
  /** A cleaner's number was entered by an admin: it counts as verified. */
  const crewMember = (c: TextCleaner): Recipient => ({ userId: c.cleanerId, number: indianMobile(c.phone) });
  const when = (b: TextBooking, language: Language) => ({
    date: shortDate(b.scheduledDate, language),
    time: clockTime(b.scheduledTime, language),
  });
  const service = (b: TextBooking, language: Language) => dataText(language, b.serviceName);
  const ref = (b: TextBooking) => bookingReference(b.id);
  /** A job's text: the area, and the address with its map behind a short link only the cleaner opens. */
  const jobValues = async (tx: DbOrTx, b: TextBooking, cleaner: TextCleaner) => {
    const map = await deps.shortLinks.linkFor(tx, 'job', b.id, cleaner.cleanerId);
    return (language: Language) => ({
      service: service(b, language),
      ...when(b, language),
      area: areaOf(b),
      map,
    });
  };

  /** A job as a cleaner's push names it: no link, the notification opens their jobs. */
  const jobPushValues = (b: TextBooking) => (language: Language) => ({
    service: service(b, language),
    ...when(b, language),
    area: areaOf(b),
  });

  return {
    bookingReceived: async (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        await customer(tx, b),
        'booking-received',
        (l) => ({ name: firstName(b.customerName, l), service: service(b, l), ...when(b, l), ref: ref(b) }),
        { bookingId: b.id },
      ),

    /** The customer learns the whole crew (lead first) and the office's helpline, never a cleaner's own number. */
    cleanerAssigned: async (
      tx: DbOrTx,
      b: TextBooking,
      crew: string[],
      lead: TextCleaner,
      assignedAt: Date,
    ) => {
      const key = { bookingId: b.id, suffix: `${lead.cleanerId}@${assignedAt.getTime()}` };
      const values = (l: Language) => ({
        name: firstName(b.customerName, l),
        cleaner: crewNames(crew, l),
        phone: deps.companyPhone,
        ...when(b, l),
      });
      return (
        (await queue(tx, await customer(tx, b), 'cleaner-assigned', values, key)) +
        (await push(tx, b.userId, 'cleaner-assigned', values, key))
      );
    },

    /**
     * To the account's verified mobile, and by SMS to the booking's contact number when that is another
     * mobile: someone at the address who opens the door. The only text that number ever gets.
     */
    onMyWay: async (tx: DbOrTx, b: TextBooking, cleaner: { name: string; phone: string }) => {
      const values = (l: Language) => ({ cleaner: crewName(cleaner.name, l), phone: deps.companyPhone });
      const account = await customer(tx, b);
      let queued = await queue(tx, account, 'cleaner-on-the-way', values, { bookingId: b.id });
      queued += await push(tx, b.userId, 'cleaner-on-the-way', values, { bookingId: b.id });
      const contact = indianMobile(b.phoneNumber);
      if (contact && contact !== account.number)
        queued += await queue(
          tx,
          { userId: b.userId, number: contact, channels: ['sms'] },
          'cleaner-on-the-way',
          values,
          { bookingId: b.id, suffix: 'contact' },
        );
      return queued;
    },

    /** The visit's reminder with its start code: 'is today' on the visit's own day, else 'is tomorrow'. */
    reminder: async (tx: DbOrTx, b: TextBooking, day: 'today' | 'tomorrow' = 'tomorrow') =>
      queue(
        tx,
        await customer(tx, b),
        day === 'today' ? 'booking-reminder-today' : 'booking-reminder',
        (l) => ({ service: service(b, l), ...when(b, l), code: b.startCode }),
        { bookingId: b.id },
      ),

    completed: async (tx: DbOrTx, b: TextBooking) => {
      const values = (l: Language) => ({ service: service(b, l), ref: ref(b) });
      return (
        (await queue(tx, await customer(tx, b), 'booking-completed', values, { bookingId: b.id })) +
        (await push(tx, b.userId, 'booking-completed', values, { bookingId: b.id }))
      );
    },

    /** The receipt behind a short link that opens for the booking's account only. */
    paymentReceived: async (tx: DbOrTx, b: TextBooking, payment: { id: string; amountPaise: number }) => {
      const pushed = await push(
        tx,
        b.userId,
        'payment-received',
        () => ({ amount: formatRupees(payment.amountPaise), ref: ref(b) }),
        { bookingId: b.id, suffix: payment.id },
      );
      const to = await customer(tx, b);
      if (!to.number) return pushed;
      const link = await deps.shortLinks.linkFor(tx, 'receipt', b.id, b.userId);
      return (
        pushed +
        (await queue(
          tx,
          to,
          'payment-received',
          () => ({ amount: formatRupees(payment.amountPaise), ref: ref(b), link }),
          { bookingId: b.id, suffix: payment.id },
        ))
      );
    },

    cancelled: async (tx: DbOrTx, b: TextBooking) =>
      queue(
        tx,
        await customer(tx, b),
        'booking-cancelled',
        (l) => ({ service: service(b, l), date: when(b, l).date, ref: ref(b) }),
        { bookingId: b.id },
      ),

    refundStarted: async (tx: DbOrTx, b: TextBooking, refund: { id: string; amountPaise: number }) =>
      queue(
        tx,
        await customer(tx, b),
        'refund-started',
        () => ({ amount: formatRupees(refund.amountPaise), ref: ref(b) }),
        { bookingId: b.id, suffix: refund.id },
      ),

    /** A cleaner's new job: time, area and map, never the customer's start code. */
    cleanerNewJob: async (tx: DbOrTx, b: TextBooking, cleaner: TextCleaner, assignedAt: Date) => {
      const key = { bookingId: b.id, suffix: `${cleaner.cleanerId}@${assignedAt.getTime()}` };
      return (
        (await queue(tx, crewMember(cleaner), 'cleaner-new-job', await jobValues(tx, b, cleaner), key)) +
        (await push(tx, cleaner.cleanerId, 'cleaner-new-job', jobPushValues(b), key))
      );
    },

    cleanerJobChanged: async (tx: DbOrTx, b: TextBooking, cleaner: TextCleaner) => {
      const key = { bookingId: b.id, suffix: `${cleaner.cleanerId}@${b.scheduledDate}T${b.scheduledTime}` };
      return (
        (await queue(tx, crewMember(cleaner), 'cleaner-job-changed', await jobValues(tx, b, cleaner), key)) +
        (await push(tx, cleaner.cleanerId, 'cleaner-job-changed', jobPushValues(b), key))
      );
    },

    /** DISPATCH_MODE=offer: a job offered to the cleaner's crew, by push only, once per offer and cleaner. */
    cleanerOffer: (tx: DbOrTx, b: TextBooking, cleanerId: string, offerId: string) =>
      push(tx, cleanerId, 'cleaner-job-offer', jobPushValues(b), {
        bookingId: b.id,
        suffix: `offer:${offerId}:${cleanerId}`,
      }),

    /** The evening before: a cleaner's first job of tomorrow, by push only, once per cleaner and day. */
    cleanerFirstJobTomorrow: (tx: DbOrTx, b: TextBooking, cleanerId: string) =>
      push(tx, cleanerId, 'cleaner-first-job-tomorrow', jobPushValues(b), {
        bookingId: b.id,
        suffix: `first-of-day:${cleanerId}`,
      }),

    /** A crew member's job was cancelled: by push only (no SMS template registered for it). */
    cleanerJobCancelled: async (tx: DbOrTx, b: TextBooking, cleaner: { cleanerId: string }) =>
      push(tx, cleaner.cleanerId, 'cleaner-job-cancelled', jobPushValues(b), {
        bookingId: b.id,
        suffix: cleaner.cleanerId,
      }),

    /**
     * The one-time code that proves a mobile (users/phone-verification.service.ts): by SMS only, whatever
     * the account's choices (the owner just asked for it), in the account's language where the Hindi DLT
     * template exists. The sandbox (no MSG91 key) keeps it in the outbox.
     */
    async phoneCode(tx: DbOrTx, to: { userId: string; number: string }, code: string, codeId: string) {
      const language = await notificationsRepository.language(tx, to.userId);
      return verificationCode(tx, { number: to.number, language }, code, `phone-code:${codeId}`);
    },

    /**
     * A cleaner applicant's code proving their mobile (hiring/hiring.service.ts): the verification SMS's
     * template, in the page's language where the Hindi DLT template exists. No account yet.
     */
    async applicantCode(
      tx: DbOrTx,
      to: { number: string; language: Language },
      code: string,
      codeId: string,
    ) {
      return verificationCode(tx, to, code, `applicant-code:${codeId}`);
    },

    /** A cleaner applicant not taken, told politely by SMS once (their mobile was proven when applying). */
    async applicationDeclined(
      tx: DbOrTx,
      to: { number: string; language: Language; name: string },
      applicationId: string,
    ) {
      const kind = 'application-declined' as const;
      if (!(await smsAllowed(tx, 'other'))) return null;
      const language = channelLanguage('sms', kind, to.language);
      const values = { name: firstName(to.name, language) };
      return enqueueText(tx, {
        channel: 'sms',
        kind,
        to: to.number,
        variables: TEXT_TEMPLATES[kind].vars.map((name) => ({ name, value: values[name] })),
        language,
        text: smsText(language)(kind, values),
        dedupeKey: `application-declined:${applicationId}`,
      });
    },

    /**
     * A mobile sign-in's code (auth/otp-login.service.ts). By WhatsApp when the number's account opted in
     * to it and the number never answered STOP, else by SMS; in the account's language (a number without
     * an account: the page's), SMS in Hindi only where the Hindi DLT template exists.
     */
    async loginCode(
      tx: DbOrTx,
      to: { number: string; userId: string | null; language: Language },
      code: string,
      codeId: string,
    ) {
      const kind = 'login-code' as const;
      let channel: TextChannel = 'sms';
      let language = to.language;
      if (to.userId) {
        language = await notificationsRepository.language(tx, to.userId);
        const prefs = await notificationsRepository.preferences(tx, to.userId);
        if (prefs.whatsapp && !(await notificationsRepository.isOptedOut(tx, 'whatsapp', to.number)))
          channel = 'whatsapp';
      }
      if (channel === 'sms' && !(await smsAllowed(tx, 'sign-in')))
        throw new AppError('SMS_BUDGET_SPENT', 503, otpLoginTexts.budgetSpent);
      language = channelLanguage(channel, kind, language);
      const values = { code };
      return enqueueText(tx, {
        channel,
        kind,
        to: to.number,
        variables: TEXT_TEMPLATES[kind].vars.map((name) => ({ name, value: values[name] })),
        language,
        text: smsText(language)(kind, values),
        dedupeKey: `login-code:${codeId}`,
      });
    },

    /**
     * A paid gift voucher for a recipient reached by mobile (decision 046): by WhatsApp (a utility message the
     * buyer asked for, once per voucher), in the language of the account that verified the number, else the
     * one the buyer chose. Never SMS: a code worth money is not left in an SMS inbox of a number nobody proved.
     */
    async giftVoucher(
      tx: DbOrTx,
      to: { mobile: string; language: Language },
      v: { name: string; buyer: string; amountPaise: number; code: string; link: string },
      voucherId: string,
    ) {
      const kind = 'gift-voucher' as const;
      const number = indianMobile(to.mobile);
      if (!number || (await notificationsRepository.isOptedOut(tx, 'whatsapp', number))) return null;
      const owner = await verifiedMobiles.ownerOf(tx, number);
      const language = owner ? await notificationsRepository.language(tx, owner) : to.language;
      const values = {
        name: firstName(v.name, language),
        buyer: cleanTextVariable(v.buyer).split(' ')[0] || 'Chamak',
        amount: formatRupees(v.amountPaise),
        code: v.code,
        link: v.link,
      };
      return enqueueText(tx, {
        channel: 'whatsapp',
        kind,
        to: number,
        variables: TEXT_TEMPLATES[kind].vars.map((name) => ({ name, value: fitVariable(values[name]) })),
        language,
        text: smsText(language)(kind, values),
        dedupeKey: `gift-voucher:${voucherId}`,
      });
    },
  };
}

export type TextNotifications = ReturnType<typeof createTextNotifications>;

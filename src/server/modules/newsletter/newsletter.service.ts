import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/mail/brand';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/index';
import { recordConsent } from '../../platform/consent-records.repository';
import { newsletterRepository, type SubscriberRow } from './newsletter.repository';

export const NEWSLETTER_LINK_INVALID = 'This link is no longer valid.';
const linkInvalid = () => new AppError('NEWSLETTER_LINK_INVALID', 404, NEWSLETTER_LINK_INVALID);

/** 32 random bytes, URL-safe: the only key to one subscriber's confirm and unsubscribe links. */
const newToken = () => randomBytes(32).toString('base64url');

/** Paths of the links (the web app's pages and the one-click endpoint). */
export const newsletterPaths = {
  confirmPage: '/newsletter/confirm',
  unsubscribePage: '/newsletter/unsubscribe',
  oneClick: '/api/newsletter/unsubscribe',
};

/**
 * RFC 2369 List-Unsubscribe with RFC 8058 one-click: a mailbox provider (Gmail, Yahoo) POSTs
 * `List-Unsubscribe=One-Click` to the link, and a person who opens it gets the unsubscribe page.
 */
export const listUnsubscribeHeaders = (oneClickUrl: string) => ({
  'List-Unsubscribe': `<${oneClickUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Newsletter sign-ups with double opt-in: a sign-up is pending and gets only the
 * confirmation mail; a person confirms by pressing the page's button (a POST: a link scanner's GET
 * confirms nothing); only then the welcome goes out. Every newsletter mail carries one-click unsubscribe.
 */
export function createNewsletterService(deps: { db: Db; clock: Clock; brand: Brand; publicUrl: string }) {
  const { db } = deps;
  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  function queue(tx: DbOrTx, row: SubscriberRow, template: 'newsletter-confirm' | 'newsletter-welcome') {
    const unsubscribeUrl = link(newsletterPaths.unsubscribePage, row.token);
    const args =
      template === 'newsletter-confirm'
        ? templateCall(template, deps.brand, {
            confirmUrl: link(newsletterPaths.confirmPage, row.token),
            unsubscribeUrl,
          })
        : templateCall(template, deps.brand, { unsubscribeUrl });
    return enqueueEmail(tx, {
      kind: template,
      to: row.email,
      ...args,
      headers: listUnsubscribeHeaders(link(newsletterPaths.oneClick, row.token)),
    });
  }

  /** An account's own address confirmed or left from the mail's link: its consent record says so too. */
  async function recordForAccount(tx: DbOrTx, email: string, granted: boolean) {
    const userId = await newsletterRepository.accountOf(tx, email);
    if (userId) await recordConsent(tx, userId, 'newsletter', granted, deps.clock.now());
  }

  async function subscribeIn(tx: DbOrTx, email: string) {
    const existing = await newsletterRepository.lockByEmail(tx, email);
    if (!existing) {
      const row = await newsletterRepository.insert(tx, email, newToken());
      if (row) await queue(tx, row, 'newsletter-confirm');
      return;
    }
    if (existing.status !== 'unsubscribed') return;
    // A fresh token: links of the old subscription stay dead.
    const row = await newsletterRepository.update(tx, email, {
      status: 'pending',
      token: newToken(),
      unsubscribedAt: null,
      confirmedAt: null,
    });
    await queue(tx, row, 'newsletter-confirm');
  }

  return {
    /** Signing up twice is the same as once; an address that left is asked to confirm again. */
    subscribe(email: string) {
      return db.transaction((tx) => subscribeIn(tx, email));
    },

    subscribeIn,

    /** The account's own address leaves at once (its profile's consent switch): nothing more goes to it. */
    async leaveIn(tx: DbOrTx, email: string) {
      const row = await newsletterRepository.lockByEmail(tx, email);
      if (!row || row.status === 'unsubscribed') return;
      await newsletterRepository.update(tx, email, {
        status: 'unsubscribed',
        unsubscribedAt: deps.clock.now(),
      });
    },

    /** 'pending' until the address confirms, 'confirmed', or 'none' (never signed up, or left). */
    async stateOf(email: string): Promise<'none' | 'pending' | 'confirmed'> {
      const row = await newsletterRepository.findByEmail(db, email);
      return !row || row.status === 'unsubscribed' ? 'none' : row.status;
    },

    /** POST /api/newsletter/confirm: pending becomes confirmed once (a second press changes nothing). */
    async confirm(token: string) {
      return db.transaction(async (tx) => {
        const row = await newsletterRepository.lockByToken(tx, token);
        if (!row || row.status === 'unsubscribed') throw linkInvalid();
        if (row.status === 'confirmed') return { email: row.email, changed: false };
        const confirmed = await newsletterRepository.update(tx, row.email, {
          status: 'confirmed',
          confirmedAt: deps.clock.now(),
        });
        await queue(tx, confirmed, 'newsletter-welcome');
        await recordForAccount(tx, row.email, true);
        return { email: row.email, changed: true };
      });
    },

    /** One-click or the page's button: the address gets nothing more (a second time changes nothing). */
    async unsubscribe(token: string) {
      return db.transaction(async (tx) => {
        const row = await newsletterRepository.lockByToken(tx, token);
        if (!row) throw linkInvalid();
        if (row.status === 'unsubscribed') return { email: row.email, changed: false };
        await newsletterRepository.update(tx, row.email, {
          status: 'unsubscribed',
          unsubscribedAt: deps.clock.now(),
        });
        await recordForAccount(tx, row.email, false);
        return { email: row.email, changed: true };
      });
    },

    confirmedCount: () => newsletterRepository.confirmedCount(db),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

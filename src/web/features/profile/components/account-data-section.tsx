import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountTexts, accountToasts } from '../../../../shared/texts-account';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { deleteAccount, downloadMyData } from '../api/account-data-api';
import { PROFILE_NS } from '../i18n';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** The customer's rights over their data (DPDP Act 2023): a copy of it, and deleting the account. */
export function AccountDataSection() {
  const { t } = useTranslation(PROFILE_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      showToast('error', accountToasts.downloadFailed, serverMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await deleteAccount();
      setConfirming(false);
      // The server has ended every session already; nothing to revoke, only to forget.
      clearSession({ byUser: true });
      queryClient.clear();
      navigate(paths.home);
      showToast('success', accountTexts.deleted);
    } catch (error) {
      // A 409 says why (a visit in progress or about to start): the dialog stays for another try later.
      showToast('error', accountToasts.deleteFailed, serverMessage(error));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section aria-labelledby="account-data-heading" className="space-y-4">
      <div>
        <h2 id="account-data-heading" className="text-lg font-semibold text-slate-900">
          {t('accountData.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('accountData.intro')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? t('accountData.downloading') : t('accountData.download')}
        </Button>
        {/* Outlined in red: not the everyday kind of button (the outline variant's colours would win). */}
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2"
          onClick={() => setConfirming(true)}
        >
          {t('accountData.delete')}
        </button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !deleting && setConfirming(open)}
        title={t('deleteDialog.title')}
        description={t('deleteDialog.message')}
      >
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>{t('deleteDialog.upcoming')}</li>
          <li>{t('deleteDialog.kept')}</li>
          <li>{t('deleteDialog.erased')}</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={deleting}>
            {t('deleteDialog.keep')}
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={deleting}>
            {deleting ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

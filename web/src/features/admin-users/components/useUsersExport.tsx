import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReauthGate } from '@/components/admin/ReauthDialog.tsx';
import { saveFile } from '@/lib/csv.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { downloadUsersExport, type UsersExportRequest } from '../api/export-users.ts';

/**
 * Downloads the server's users export and saves it. Asking for personal data goes to the server as
 * is: only its reauth_required opens the password dialog, and the download runs again after it, so the
 * browser cannot build a file with personal data that the server did not agree to.
 */
export function useUsersExport() {
  const { t } = useTranslation();
  const { guard, dialog } = useReauthGate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<number | null>();
  const start = (request: UsersExportRequest) => {
    setError(undefined);
    setSaved(undefined);
    setBusy(true);
    return guard(() => downloadUsersExport(request))
      .then(
        (file) => {
          if (!file) return;
          saveFile(file.name, file.blob);
          setSaved(file.total);
        },
        (failure: unknown) => setError(requestErrorMessage(failure, t)),
      )
      .finally(() => setBusy(false));
  };
  return { start, busy, error, saved, dialog };
}

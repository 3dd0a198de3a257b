import { useState } from 'react';
import { Button } from '@kirana/ui';
import { callHeaders } from '../app/api';
import { useAppSelector } from '../app/store';
import { useT } from '../lib/i18n';
import styles from './misc.module.css';

const FILE_NAME = /filename="([^"]+)"/;

/**
 * Downloads a file the API answers (it needs the staff token, so a plain link cannot): fetched
 * and handed to the browser's download under the server's file name. Throws the server's words.
 */
export async function downloadFile(
  path: string,
  token: string | null,
  fallbackName: string,
): Promise<void> {
  const res = await fetch(`/api${path}`, { headers: callHeaders(token) });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { Message?: string } | null;
    throw new Error(body?.Message ?? '');
  }
  const name = FILE_NAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A button that downloads an export (the list's own filters in `path`), busy and failed states. */
export function DownloadButton({
  path,
  fallbackName,
  label,
}: {
  path: string;
  fallbackName: string;
  label: string;
}) {
  const t = useT();
  const token = useAppSelector((s) => s.session.token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(path, token, fallbackName);
    } catch (e) {
      setError((e instanceof Error && e.message) || t('components.download-failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.download}>
      <Button variant="secondary" onClick={() => void download()} busy={busy}>
        {label}
      </Button>
      {error && (
        <span role="alert" className={styles.downloadFail}>
          {error}
        </span>
      )}
    </span>
  );
}

import { callHeaders } from '../../app/api';
import { selectToken } from '../../app/session-slice';
import { useAppSelector } from '../../app/store';
import { useT } from '../../lib/i18n';

/**
 * Opens a console document (the packing slip, the invoice) in a new tab for printing. The call
 * needs the staff token in a header, so the tab is opened at once (no pop-up blocker stops a
 * click's own window) and then shown the fetched file: the HTML slip written in and printed,
 * the PDF invoice in the browser's viewer.
 */
export function usePrintDocument() {
  const t = useT();
  const token = useAppSelector(selectToken);
  return async (path: string): Promise<string | null> => {
    const tab = window.open('', '_blank');
    try {
      const res = await fetch(`/api${path}`, { headers: callHeaders(token) });
      if (!res.ok) {
        tab?.close();
        const body = (await res.json().catch(() => ({}))) as { Message?: string };
        return body.Message ?? t('orders.print.failed');
      }
      if (!tab) return t('orders.print.popups');
      if (res.headers.get('content-type')?.startsWith('text/html')) {
        // the slip is written into the tab (same origin), then printed from there
        tab.document.open();
        tab.document.write(await res.text());
        tab.document.close();
        tab.focus();
        tab.print();
      } else {
        const url = URL.createObjectURL(await res.blob());
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
      return null;
    } catch {
      tab?.close();
      return t('orders.print.offline');
    }
  };
}

import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';

/** Sets the tab title to "<page> | <store name>" while the page is shown. */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  const storeName = useAppSelector((state) => state.general.storeConfigs?.StoreName) ?? 'Kirana';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${storeName}` : storeName;
  }, [pageTitle, storeName]);
}

import { useEffect } from 'react';
import { SITE_NAME } from '../../lib/site-config.ts';

/** Sets the document title for the page shown: "Page – Vaxnear". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
}

import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog library loads only when someone actually leaves, keeping it out of the landing chunks.
const LeaveSiteModal = lazy(() => import('./leave-site-modal.tsx'));

export interface LeaveSiteLinkProps {
  href: string;
  partnerName?: string;
  className?: string;
  children: ReactNode;
}

/** A link to another site that first asks whether to leave; continuing opens the site in a new tab. */
export function LeaveSiteLink({ href, partnerName, className, children }: LeaveSiteLinkProps) {
  const [target, setTarget] = useState<string | null>(null);
  return (
    <>
      <a
        href={href}
        className={className}
        rel="noopener noreferrer"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setTarget(href);
        }}
      >
        {children}
      </a>
      {target !== null ? (
        <Suspense fallback={null}>
          <LeaveSiteModal href={target} partnerName={partnerName} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { NotFound } from '../../components/not-found.tsx';

/**
 * Any path no route knows. The address bar keeps the unmatched segments, the query and the hash as typed
 * (docs/product/site.md), so switching language or reloading shows the same address.
 */
export default function NotFoundPage() {
  return <NotFound />;
}

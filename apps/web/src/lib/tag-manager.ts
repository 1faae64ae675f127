// The optional tag manager container (VITE_TAG_MANAGER_ID, decision 173). It is added only after the visitor allows
// analytics cookies, from this same-origin bundle rather than Google's inline snippet, so the Content-Security-Policy
// needs no nonce: the server allows exactly the tag manager's host when the id is configured. The container reads
// window.dataLayer, which carries only names (lib/analytics.ts); its URL carries only the container id.

export const TAG_MANAGER_HOST = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;

/** The configured container id, or null when it is unset or not shaped like one (nothing else reaches the URL). */
export function tagManagerId(raw: string | undefined): string | null {
  const id = (raw ?? '').trim().toUpperCase();
  return CONTAINER_ID.test(id) ? id : null;
}

export function tagManagerUrl(id: string): string {
  return `${TAG_MANAGER_HOST}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** Adds the container's script once; later calls (a second consent, a preference change) do nothing. */
export function loadTagManager(id: string): void {
  const src = tagManagerUrl(id);
  if (document.querySelector(`script[src="${src}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  // What Google's snippet pushes first: the container starts counting from here.
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

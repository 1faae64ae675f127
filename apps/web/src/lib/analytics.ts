// The analytics data layer (docs/product/site.md, Analytics): page views, link clicks and form events pushed to
// window.dataLayer for a tag manager. Patient data must never reach it, so every event is built from an allowlist:
// each field has a fixed name and either a value from a closed set or a short identifier-like string. Paths lose
// their query (which can carry an access code) except the campaign parameters, and free text is never sent.

export const FORM_EVENT_TYPES = ['initiated', 'submitted', 'completed', 'step', 'error', 'input'] as const;
export type FormEventType = (typeof FORM_EVENT_TYPES)[number];

export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string; page_title: string; locale: string; campaign: string | null }
  | { event: 'link_click'; link_text: string; link_url: string; outbound: boolean }
  | { event: `form_${FormEventType}`; form_name: string; form_step?: string; form_field?: string; error_code?: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const KEPT_QUERY_PARAMETERS = ['cmp', 'src', 'type'];
/** Field names, form names, steps and error codes are identifiers: letters, digits and . _ - only, short. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
export const LINK_TEXT_MAX = 99;

/** A path safe to record: no query except campaign tracking, no hash. */
export function safePath(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'https://site.invalid');
  const kept = new URLSearchParams();
  for (const key of KEPT_QUERY_PARAMETERS) {
    const value = url.searchParams.get(key);
    if (value && IDENTIFIER.test(value)) kept.set(key, value);
  }
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

function identifier(value: string | undefined): string | undefined {
  return value !== undefined && IDENTIFIER.test(value) ? value : undefined;
}

function push(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export function trackPageView(input: { path: string; title: string; locale: string; campaign: string | null }): void {
  push({
    event: 'page_view',
    page_path: safePath(input.path),
    page_title: input.title.slice(0, 120),
    locale: input.locale,
    campaign: identifier(input.campaign ?? undefined) ?? null,
  });
}

export function trackLinkClick(input: { text: string; href: string }): void {
  const url = new URL(input.href, window.location.origin);
  const outbound = url.origin !== window.location.origin;
  // Link texts are the site's own copy, but a link may show what a person typed (an address): keep it short.
  push({
    event: 'link_click',
    link_text: input.text.replace(/\s+/g, ' ').trim().slice(0, LINK_TEXT_MAX),
    link_url: outbound ? `${url.origin}${url.pathname}` : safePath(`${url.pathname}${url.search}`),
    outbound,
  });
}

/**
 * A form event. Only names are recorded: which form, which step, which field, which error code — never a value.
 * Anything that is not identifier-shaped is dropped rather than sent.
 */
export function trackFormEvent(
  type: FormEventType,
  input: { form: string; step?: string; field?: string; errorCode?: string },
): void {
  const formName = identifier(input.form);
  if (!formName) return;
  const event: AnalyticsEvent = { event: `form_${type}`, form_name: formName };
  const step = identifier(input.step);
  const field = identifier(input.field);
  const errorCode = identifier(input.errorCode);
  if (step) event.form_step = step;
  if (field) event.form_field = field;
  if (errorCode) event.error_code = errorCode;
  push(event);
}

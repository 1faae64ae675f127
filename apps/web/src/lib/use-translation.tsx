import { cloneElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, TOptions } from './translator.ts';

const revision = () => i18n.revision;

/**
 * The texts of one namespace in the page's language. The component renders again when the language changes; texts
 * loaded later are read on the next render (a route loads its namespaces before it renders).
 */
export function useTranslation(namespace: string): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(i18n.subscribe, revision, revision);
  // A new language gives a new `t`, so effects that show text run again.
  const language = i18n.language;
  const t = useMemo(() => i18n.getFixedT(language, namespace), [language, namespace]);
  return { t, i18n };
}

const TAG = /<([a-z][\w-]*)>([\s\S]*?)<\/\1>|<([a-z][\w-]*)\s*\/>/g;

/**
 * A text with links or emphasis inside it: `<name>words</name>` in the translation becomes the element given under
 * that name, with the words as its children, so translators can move the link within the sentence.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
}) {
  return <>{withElements(t(i18nKey, values), components)}</>;
}

function withElements(
  text: string,
  components: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>,
): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const inner = match[2] === undefined ? undefined : withElements(match[2], components);
    const key = parts.length;
    if (!element) parts.push(...(inner ?? []));
    else parts.push(inner ? cloneElement(element, { key }, ...inner) : cloneElement(element, { key }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

import { cloneElement, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { Namespace, TranslationGroupKey, TranslationKey } from '../i18n/keys.ts';
import { i18n } from './i18n.ts';
import type { TFunction, TOptions } from './translator.ts';

/** A view's `t` for namespace N: its keys are N's texts and any namespace's with the prefix, checked by the compiler. */
export type Translate<N extends Namespace> = TFunction<TranslationKey<N>, TranslationGroupKey<N>>;

const revision = () => i18n.revision;

/**
 * The texts of one namespace in the page's language. The component renders again when the language changes; texts
 * loaded later are read on the next render (a route loads its namespaces before it renders).
 */
export function useTranslation<N extends Namespace>(namespace: N): { t: Translate<N>; i18n: typeof i18n } {
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
export function Trans<Key extends string>({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction<Key, never>;
  i18nKey: NoInfer<Key>;
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

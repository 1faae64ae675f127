/**
 * The site's translations (decision 212): i18next's JSON format and the part of its behaviour the site uses, in a
 * under 1 KB gzip instead of the 17 KB i18next and react-i18next put on every page. Texts live in
 * `i18n/<language>/<namespace>.json`; a key is a dotted path, `namespace:key` reads another namespace, `{{name}}` is
 * replaced by a value, and `count` picks `key_one`/`key_other` by the language's plural rules.
 */

export type Resources = { readonly [key: string]: unknown };

export interface TOptions {
  count?: number;
  /** Shown when no language has the key. */
  defaultValue?: string;
  /** The namespace of a key that does not name one. */
  ns?: string;
  lng?: string;
  /** Hand back a list or an object (its texts filled in) instead of one text. */
  returnObjects?: boolean;
  [variable: string]: unknown;
}

/**
 * Reads texts: `Key` are the keys of texts it may ask for, `GroupKey` the lists and groups of texts it may ask for
 * whole (`returnObjects`). Plain strings unless the translator is typed with its keys (i18n/keys.ts).
 */
export interface TFunction<Key extends string = string, GroupKey extends string = string> {
  (key: Key | GroupKey | readonly (Key | GroupKey)[], options: TOptions & { returnObjects: true }): unknown;
  (key: Key | readonly Key[], options?: TOptions): string;
}

/** The keys of each namespace a typed translator knows (i18n/keys.ts): its texts, and its lists and groups. */
export type KeysByNamespace = Readonly<Record<string, { text: string; group: string }>>;

const NAMESPACE_PREFIX = /^([a-z][a-z-]*):(.+)$/;
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

export class Translator<Keys extends KeysByNamespace = KeysByNamespace> {
  language: string;
  /** Moves on every change of language, so a view can tell that its texts changed. */
  revision = 0;
  private readonly bundles = new Map<string, Resources>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    private readonly settings: {
      language: string;
      fallbackLanguage: string;
      defaultNamespace: string;
      /** Values every text may name without being given them. */
      defaultVariables?: Readonly<Record<string, unknown>>;
      /** Told of every key no language in the chain has (the development build warns with it). */
      onMissing?: (key: string, language: string) => void;
    },
  ) {
    this.language = settings.language;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hasNamespace(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}/${namespace}`);
  }

  addNamespace(language: string, namespace: string, resources: Resources): void {
    this.bundles.set(`${language}/${namespace}`, resources);
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  exists(key: string, options: { ns?: string; lng?: string } = {}): boolean {
    return this.lookup([key], options) !== undefined;
  }

  /** A namespace's texts, its keys checked by the compiler; without a namespace, any key (`namespace:key`). */
  getFixedT<N extends keyof Keys & string>(
    language: string | null,
    namespace: N,
  ): TFunction<Keys[N]['text'], Keys[N]['group']>;
  getFixedT(language: string | null): TFunction;
  getFixedT(language: string | null, namespace?: string): TFunction {
    return ((key: string | readonly string[], options: TOptions = {}) =>
      this.translate(key, {
        ...options,
        lng: options.lng ?? language ?? this.language,
        ns: options.ns ?? namespace,
      })) as TFunction;
  }

  private translate(key: string | readonly string[], options: TOptions): unknown {
    const keys = typeof key === 'string' ? [key] : key;
    const variables = { ...this.settings.defaultVariables, ...options };
    const found = this.lookup(keys, options);
    if (found === undefined) {
      this.settings.onMissing?.(keys.join(' | '), options.lng ?? this.language);
      if (options.defaultValue !== undefined) return fill(options.defaultValue, variables);
      return splitKey(keys[keys.length - 1] ?? '', this.settings.defaultNamespace).path;
    }
    return options.returnObjects ? fillDeep(found, variables) : fill(found as string, variables);
  }

  /** The first of the keys any of the languages has, the asked one before the fallback. */
  private lookup(keys: readonly string[], options: TOptions): unknown {
    const languages = languageChain(options.lng ?? this.language, this.settings.fallbackLanguage);
    for (const key of keys) {
      const { namespace, path } = splitKey(key, options.ns ?? this.settings.defaultNamespace);
      for (const lng of languages) {
        const bundle = this.bundles.get(`${lng}/${namespace}`);
        if (!bundle) continue;
        for (const candidate of this.pluralForms(lng, path, options.count)) {
          const value = walk(bundle, candidate);
          if (typeof value === 'string' || (options.returnObjects && value !== undefined && value !== null)) {
            return value;
          }
        }
      }
    }
    return undefined;
  }

  private pluralForms(language: string, path: string, count: number | undefined): string[] {
    if (typeof count !== 'number') return [path];
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return [`${path}_${rules.select(count)}`, `${path}_other`, path];
  }
}

/**
 * The languages a text is looked for in, most specific first: `zh-TW`, then `zh`, then the fallback. A regional
 * language reads its base language's texts where it has none of its own.
 */
export function languageChain(language: string, fallbackLanguage: string): string[] {
  const chain = [language];
  const base = language.split('-')[0]!;
  if (base !== language) chain.push(base);
  if (!chain.includes(fallbackLanguage)) chain.push(fallbackLanguage);
  return chain;
}

function splitKey(key: string, namespace: string): { namespace: string; path: string } {
  const match = NAMESPACE_PREFIX.exec(key);
  return match ? { namespace: match[1]!, path: match[2]! } : { namespace, path: key };
}

function walk(bundle: Resources, path: string): unknown {
  let value: unknown = bundle;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Resources)[segment];
  }
  return value;
}

/** A value not given is left out rather than shown as `{{name}}`. */
function fill(text: string, variables: Readonly<Record<string, unknown>>): string {
  return text.replace(VARIABLE, (_, name: string) => {
    const value = variables[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function fillDeep(value: unknown, variables: Readonly<Record<string, unknown>>): unknown {
  if (typeof value === 'string') return fill(value, variables);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, variables));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, variables)]));
  }
  return value;
}

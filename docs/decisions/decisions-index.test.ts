import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A record that changes an earlier one says so in its Status line with one of these verbs; "extends", "adds to" and
// "completes" leave the earlier text standing, so they need no note on the earlier record.
const CHANGING_VERB = /\b(supersedes|replaces|changes|amends|narrows)\b/i;
// How the changed record names what changed it: "Superseded by [223](223-booking-limits.md)" or "Amended by [232](…)",
// a list of links allowed after "by".
const BACK_LINK = /\b(?:superseded|amended) by ((?:\[\d{3}\]\(\d{3}-[^)\s]+\.md\)[^[;]*)+)/gi;

const folder = dirname(fileURLToPath(import.meta.url));
const records = new Map(
  readdirSync(folder)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .map((name) => [name.slice(0, 3), { name, text: readFileSync(join(folder, name), 'utf8') }]),
);

/** The Status line of a record, with the lines that continue it (until a blank line, a bullet or a heading). */
function statusOf(text: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^(- )?Status:/.test(line));
  if (start < 0) return '';
  const block = [lines[start]];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || /^(- |#|>)/.test(line)) break;
    block.push(line);
  }
  return block.join(' ');
}

/** The records this status says it changes: the numbers after a changing verb, within its clause. */
function changedBy(status: string): string[] {
  const numbers = new Set<string>();
  for (const clause of status.split(/[;()]/)) {
    const verb = CHANGING_VERB.exec(clause);
    if (!verb) continue;
    for (const match of clause.slice(verb.index).matchAll(/\b\d{3}\b/g)) numbers.add(match[0]);
  }
  return [...numbers];
}

/** The records a status links back to as superseding or amending it. */
function linkedBack(status: string): string[] {
  const numbers: string[] = [];
  for (const match of status.matchAll(BACK_LINK)) {
    for (const link of match[1].matchAll(/\[(\d{3})\]\((\d{3})-[^)\s]+\.md\)/g)) numbers.push(link[1]);
  }
  return numbers;
}

const changes = [...records.keys()]
  .sort()
  .flatMap((later) => changedBy(statusOf(records.get(later)!.text)).map((earlier) => ({ earlier, later })));

/** The rows of the README's table of superseded and amended records, keyed by the record in the first cell. */
function indexRows(): Map<string, string> {
  const readme = readFileSync(join(folder, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Superseded and amended records')) ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const first = /^\| \[(\d{3})\]\(\d{3}-[^)]+\.md\)/.exec(line);
    if (first) rows.set(first[1], line);
  }
  return rows;
}

describe('decision records that a later one changes', () => {
  it('finds the changes the Status lines name', () => {
    // A guard on the reading itself: if the parsing broke, every check below would pass on an empty list.
    expect(changes).toContainEqual({ earlier: '060', later: '215' });
    expect(changes).toContainEqual({ earlier: '111', later: '223' });
    expect(changes.length).toBeGreaterThan(15);
  });

  it('names only records that exist', () => {
    const missing = changes.filter(({ earlier }) => !records.has(earlier));
    expect(missing).toEqual([]);
  });

  it('link back from the changed record to the one that changed it, in its Status line', () => {
    const unlinked = changes
      .filter(({ earlier }) => records.has(earlier))
      .filter(({ earlier, later }) => !linkedBack(statusOf(records.get(earlier)!.text)).includes(later))
      .map(({ earlier, later }) => `${earlier}'s Status does not say "Superseded by" or "Amended by" [${later}](…)`);
    expect(unlinked).toEqual([]);
  });

  it('link to record files that exist', () => {
    const broken = [...records.values()].flatMap(({ name, text }) =>
      [...statusOf(text).matchAll(/\]\((\d{3}-[^)\s]+\.md)\)/g)]
        .filter((link) => !existsSync(join(folder, link[1])))
        .map((link) => `${name} links to ${link[1]}`),
    );
    expect(broken).toEqual([]);
  });

  it('are listed in the README index with what changed them', () => {
    const rows = indexRows();
    const unlisted = changes
      .filter(({ earlier, later }) => !rows.get(earlier)?.includes(`[${later}](${later}-`))
      .map(({ earlier, later }) => `${earlier} (changed by ${later}) is missing from the index`);
    expect(unlisted).toEqual([]);
  });
});

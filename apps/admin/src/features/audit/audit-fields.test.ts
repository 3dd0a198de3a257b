// Every field the API writes into an audit entry has its own label in the audit catalogue, in
// English and Hindi (a field without one fell back to an English form of its key: "Fulfil test
// order" in a Hindi log). The fields are read from the API's own audit writes: the keys written
// in each recordAudit(...) call and in the views those calls pass (snapshot, auditView, audited…),
// the catalogue import's figures, and the product and option fields the log shows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCsvRowFigures } from '@kirana/shared';
import { activateLanguage, appT } from '../../lib/i18n';
import { fieldName, SHOWN_FIELDS } from './audit-words';

/** The API's sources (read when the test runs: import.meta.url is a file's then). */
const apiSrc = () => join(dirname(fileURLToPath(import.meta.url)), '../../../../api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text of the call opening at `start` (its parentheses balanced). */
function callAt(text: string, start: number): string {
  let depth = 0;
  for (let i = text.indexOf('(', start); i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** `Key:` names in a piece of code (the audit entries' fields are written in PascalCase). */
const keysIn = (code: string) => [...code.matchAll(/\b([A-Z][A-Za-z]*)\s*:/g)].map((m) => m[1]!);

/** The keys of a helper `const name = (…) => ({ … })` or `function name(…) { … }` in `text`. */
function helperKeys(text: string, name: string): string[] {
  const arrow = new RegExp(
    `const ${name} = \\([^)]*\\)(?::[^=]+)? => \\(\\{([\\s\\S]*?)\\n\\s*\\}\\);`,
  );
  const fn = new RegExp(`function ${name}\\([\\s\\S]*?\\n\\}`);
  const body = arrow.exec(text)?.[1] ?? fn.exec(text)?.[0] ?? '';
  return keysIn(body);
}

/** Every field name the API's audit writes name. */
function auditedFields(): string[] {
  const fields = new Set<string>();
  for (const file of sourceFiles(apiSrc())) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/recordAudit\(/g)) {
      if (text.slice(m.index - 20, m.index).includes('function')) continue;
      const call = callAt(text, m.index);
      for (const k of keysIn(call)) fields.add(k);
      for (const h of call.matchAll(/\b(?:before|after):\s*(?:\{\s*\.\.\.)?([a-zA-Z]+)\(/g))
        for (const k of helperKeys(text, h[1]!)) fields.add(k);
    }
  }
  for (const k of Object.keys(CatalogueCsvRowFigures.shape)) fields.add(k);
  for (const k of SHOWN_FIELDS) fields.add(k);
  return [...fields].sort();
}

afterEach(() => activateLanguage('en'));

describe('the audit log’s field labels', () => {
  let fields: string[] = [];
  beforeAll(() => {
    fields = auditedFields();
  });

  it('finds the fields the API writes (the reading of its audit writes still works)', () => {
    expect(fields).toEqual(
      expect.arrayContaining([
        'FulfilTestOrder',
        'TransactionId',
        'CodCollectedAt',
        'CancelReason',
        'CreditNoteNumber',
        'Utr',
        'GstRate',
      ]),
    );
    expect(fields.length).toBeGreaterThan(40);
  });

  it.each(['en', 'hi'] as const)('names every one of them in %s', async (language) => {
    await activateLanguage(language);
    const idOf = (k: string) => `audit.field.${k.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    const unnamed = fields.filter((k) => appT(idOf(k)) === idOf(k));
    expect(unnamed).toEqual([]);
  });

  it('says them in Hindi in a Hindi log', async () => {
    await activateLanguage('hi');
    expect(fieldName(appT, 'FulfilTestOrder')).not.toMatch(/[A-Za-z]/);
    expect(fieldName(appT, 'TransactionId')).not.toMatch(/[A-Za-z]/);
  });
});

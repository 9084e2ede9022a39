/**
 * The JSON tab: the document as text, and text back to a document. Text that
 * parses and passes the schema becomes the new document (the caller applies it as
 * one undoable `replace` edit); anything else yields its problems and no document,
 * so the map keeps the last good state while the designer types.
 */
import { EVY_ADVENTURE_SCHEMA } from '../../games/evy/schema';
import type { Adventure } from '../../games/evy/types';
import { checkContentText } from '../check-text';
import { STANDALONE_CONTENT_VALIDATORS } from '../standalone-validators';
import type { EditOp, EditorProblem } from './types';
import { schemaProblems, validateAdventure } from './validate';

/**
 * The document as the library stores it: `$schema` first, two-space indent, a final
 * newline — and every flat object or list on one line, so a tile reads
 * `{ "q": 3, "r": -2, "kind": "floor" }` and a 40 × 40 map is some 1,500 lines, not 7,000.
 */
export function adventureToJson(doc: Adventure): string {
  const text = JSON.stringify({ $schema: EVY_ADVENTURE_SCHEMA.$id, ...doc }, null, 2);
  const oneLine = (inner: string): string => inner.replace(/,\n\s+/g, ', ');
  return (
    text
      .replace(FLAT_OBJECT, (_, inner: string) => `{ ${oneLine(inner)} }`)
      .replace(FLAT_LIST, (_, inner: string) => `[${oneLine(inner)}]`) + '\n'
  );
}

/**
 * An object or list with no object or list inside, as `JSON.stringify` indents it.
 * JSON strings never hold a raw line break, so a break inside one of these is always
 * between two of its values; a string holding a brace or bracket just keeps its object
 * spread over lines, which is fine.
 */
const FLAT_OBJECT = /\{\n\s+([^{}[\]]*?)\n\s*\}/g;
const FLAT_LIST = /\[\n\s+([^{}[\]]*?)\n\s*\]/g;

export interface ParsedAdventure {
  /** The document when the text parses and passes the schema (semantic problems allowed). */
  doc: Adventure | null;
  /** Every problem of the text: syntax, schema, or (with a document) the semantic checks. */
  problems: EditorProblem[];
}

export function adventureFromJson(text: string): ParsedAdventure {
  const check = checkContentText('evy-adventure', text, STANDALONE_CONTENT_VALIDATORS);
  if (check.data === undefined) {
    // Not JSON at all (or too long): the check says where, in words.
    return { doc: null, problems: check.problems.map((p) => ({ ...p, map: null, hex: null })) };
  }
  const schema = schemaProblems(check.data);
  if (schema.some((p) => p.severity === 'error')) return { doc: null, problems: schema };
  const { $schema: _schema, ...doc } = check.data as Adventure & { $schema?: string };
  return { doc, problems: validateAdventure(doc) };
}

/** The edit that puts accepted JSON text in place of `current`, or null when the text is refused. */
export function jsonEdit(text: string): { op: EditOp | null; problems: EditorProblem[] } {
  const parsed = adventureFromJson(text);
  return { op: parsed.doc ? { type: 'replace', value: parsed.doc } : null, problems: parsed.problems };
}

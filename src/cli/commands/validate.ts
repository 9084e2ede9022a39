import { compileChecker, createAjv } from '../../content/ajv';
import { CONTENT_SCHEMAS, findSchemaFor } from '../../content/schemas';
import { CliFailure } from '../errors';
import { readJsonArgument } from '../files';

/**
 * `boardwright validate <file>`: checks a content file against the schema its
 * `"$schema"` names (a save file is also recognised by its `format`).
 */
export async function validateCommand(path: string, out: (line: string) => void): Promise<void> {
  const data = await readJsonArgument(path);
  const found = findSchemaFor(data);
  if (!found) {
    throw new CliFailure(`${path}: no known schema for this file. Its "$schema" field must be one of:`, [
      ...CONTENT_SCHEMAS.map((s) => `${s.id}  (${s.title})`),
    ]);
  }
  let check;
  try {
    check = compileChecker(createAjv({ strictRequired: false }), found.schema);
  } catch (error) {
    throw new CliFailure(
      `The schema "${found.title}" itself is broken, so ${path} cannot be checked: ${(error as Error).message}`,
    );
  }
  const problems = check(data, { rootName: '(top level)' });
  if (problems.length > 0) {
    throw new CliFailure(
      `${path}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} against "${found.title}":`,
      problems.map((p) => `${path}: ${p}`),
    );
  }
  out(`${path}: valid (${found.title})`);
}

import { compileChecker, createAjv } from '../../content/ajv';
import { contentTypeOfDocument } from '../../content/content-types';
import { CONTENT_SCHEMAS, findSchemaFor } from '../../content/schemas';
import { openPack } from '../../services/packs/pack-reader';
import { CliFailure } from '../errors';
import { readJsonArgument } from '../files';
import { failOnServiceError, readPackFile } from './pack';
import { problemLines } from './problem-lines';
import type { GameCli } from '../game-cli';
import { GAME_CLIS, gameDocumentCheck, gameFileCheck } from '../games';

/**
 * `boardwright validate <file>`: checks a content file against the schema its
 * `"$schema"` names (a save file is also recognised by its `format`), then,
 * for content, the semantic checks (warnings are printed, not failed); or a
 * `.bwpack` with every check an import makes. Files and documents a game checks
 * in its own words (games/index.ts) go to that game's check.
 */
export async function validateCommand(
  path: string,
  out: (line: string) => void,
  clis: readonly GameCli[] = GAME_CLIS,
): Promise<void> {
  if (path.endsWith('.bwpack')) return validatePack(path, out);
  const fileCheck = gameFileCheck(path, clis);
  if (fileCheck) return fileCheck(path, out);
  const data = await readJsonArgument(path);
  const documentCheck = gameDocumentCheck(contentTypeOfDocument(data)?.type, clis);
  if (documentCheck) return documentCheck(path, data, out);
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
  const semantic = contentTypeOfDocument(data)?.semanticCheck(data) ?? [];
  const errors = semantic.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new CliFailure(
      `${path}: ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} in "${found.title}":`,
      problemLines(path, semantic),
    );
  }
  out(`${path}: valid (${found.title})`);
  for (const line of problemLines(path, semantic)) out(`  ${line}`);
}

async function validatePack(path: string, out: (line: string) => void): Promise<void> {
  const bytes = await readPackFile(path);
  const pack = await failOnServiceError(async () => openPack(new Uint8Array(bytes)), path);
  const { manifest } = pack;
  out(
    `${path}: valid pack "${manifest.name}" ${manifest.version} (${manifest.id}) for ${manifest.game}, ${pack.files.length} files`,
  );
  for (const file of pack.files) out(`  ${file.path}  (${file.type}, "${file.name}")`);
}

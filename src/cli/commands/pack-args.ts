/** Arguments of `boardwright pack export|import …`. */
import { parseArgs } from 'node:util';
import { UsageError } from '../errors';
import { packExportCommand, packImportCommand } from './pack';

export async function packCommand(args: string[], out: (line: string) => void): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'export') {
    const { positionals, values } = parse(rest, {
      out: { type: 'string' },
      name: { type: 'string' },
      version: { type: 'string' },
      id: { type: 'string' },
      author: { type: 'string' },
      description: { type: 'string' },
      license: { type: 'string' },
      'data-dir': { type: 'string' },
    });
    if (positionals.length === 0)
      throw new UsageError('pack export needs at least one library item id or content file.');
    const { out: file, name, version } = values;
    if (typeof file !== 'string' || typeof name !== 'string' || typeof version !== 'string') {
      throw new UsageError('pack export needs --out, --name and --version.');
    }
    const manifest = { name, version, ...pick(values, ['id', 'author', 'description', 'license']) };
    return packExportCommand({ sources: positionals, out: file, manifest, ...dataDir(values['data-dir']) }, out);
  }
  if (sub === 'import') {
    const { positionals, values } = parse(rest, {
      'data-dir': { type: 'string' },
      'dry-run': { type: 'boolean' },
      replace: { type: 'boolean' },
    });
    if (positionals.length !== 1)
      throw new UsageError(`pack import takes one .bwpack file, got ${positionals.length}.`);
    return packImportCommand(
      positionals[0] as string,
      { ...dataDir(values['data-dir']), dryRun: values['dry-run'] === true, replace: values.replace === true },
      out,
    );
  }
  throw new UsageError(sub ? `unknown pack command "${sub}" (use export or import).` : 'pack needs export or import.');
}

type Options = Record<string, { type: 'string' | 'boolean' }>;

function parse(args: string[], options: Options) {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    return parsed as { positionals: string[]; values: Record<string, string | boolean | undefined> };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function pick(values: Record<string, string | boolean | undefined>, keys: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of keys) if (typeof values[key] === 'string') picked[key] = values[key];
  return picked;
}

function dataDir(dir: string | boolean | undefined): { dataDir?: string } {
  return typeof dir === 'string' ? { dataDir: dir } : {};
}

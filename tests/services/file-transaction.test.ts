/**
 * FileTransaction, the all-or-nothing write under the library: a commit lands
 * every write and removal; recovery finishes a transaction whose journal was
 * written (the commit point) and drops one that never got there; a journal on
 * disk is not trusted to name paths outside its folder.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileTransaction, recoverTransactions } from '../../src/services/storage/file-transaction';
import { exists } from '../../src/services/storage/files';
import { cleanUp, tempDataDir } from './helpers';

afterEach(cleanUp);

const quiet = (): void => undefined;

describe('FileTransaction', () => {
  it('commits every write and removal, and leaves nothing pending', async () => {
    const root = await tempDataDir();
    await writeFile(join(root, 'old.json'), 'old');
    await new FileTransaction(root).write('a.json', 'A').write('trash/b.json', 'B').remove('old.json').commit();
    expect(await readFile(join(root, 'a.json'), 'utf8')).toBe('A');
    expect(await readFile(join(root, 'trash', 'b.json'), 'utf8')).toBe('B');
    expect(await exists(join(root, 'old.json'))).toBe(false);
    expect(await readdir(join(root, '.pending'))).toEqual([]);
  });

  it('refuses a path outside its folder, or one changed twice', () => {
    const tx = new FileTransaction('/tmp/x');
    expect(() => tx.write('../evil.json', '')).toThrow(/not a path/);
    expect(() => tx.write('/etc/passwd', '')).toThrow(/not a path/);
    expect(() => tx.write('.pending/j', '')).toThrow(/not a path/);
    tx.write('a.json', '');
    expect(() => tx.remove('a.json')).toThrow(/changed twice/);
  });

  it('after a crash past the journal, recovery finishes the transaction', async () => {
    const root = await tempDataDir();
    await writeFile(join(root, 'gone.json'), 'to be removed');
    // As a crash leaves it: one staged file already moved in, one still staged, the removal not done.
    await mkdir(join(root, '.pending', 'tx1'), { recursive: true });
    await writeFile(join(root, 'first.json'), 'one');
    await writeFile(join(root, '.pending', 'tx1', '1'), 'two');
    const ops = [{ write: 'first.json', staged: '0' }, { write: 'second.json', staged: '1' }, { remove: 'gone.json' }];
    await writeFile(join(root, '.pending', 'tx1.journal'), JSON.stringify({ format: 'boardwright-journal', ops }));
    expect(await recoverTransactions(root, quiet)).toBe(1);
    expect(await readFile(join(root, 'first.json'), 'utf8')).toBe('one');
    expect(await readFile(join(root, 'second.json'), 'utf8')).toBe('two');
    expect(await exists(join(root, 'gone.json'))).toBe(false);
    expect(await readdir(join(root, '.pending'))).toEqual([]);
  });

  it('before the journal, recovery drops what was staged: the folder is as before', async () => {
    const root = await tempDataDir();
    await mkdir(join(root, '.pending', 'tx2'), { recursive: true });
    await writeFile(join(root, '.pending', 'tx2', '0'), 'never committed');
    await writeFile(join(root, '.pending', 'tx2.journal.abc.tmp'), '{"format":');
    expect(await recoverTransactions(root, quiet)).toBe(0);
    expect(await readdir(root)).toEqual(['.pending']);
    expect(await readdir(join(root, '.pending'))).toEqual([]);
  });

  it('a journal naming a path outside the folder is dropped, not followed', async () => {
    const root = await tempDataDir();
    const outside = join(root, 'outside.json');
    await writeFile(outside, 'safe');
    const library = join(root, 'library');
    await mkdir(join(library, '.pending', 'tx3'), { recursive: true });
    const ops = [{ remove: '../outside.json' }];
    await writeFile(join(library, '.pending', 'tx3.journal'), JSON.stringify({ format: 'boardwright-journal', ops }));
    const logged: string[] = [];
    expect(await recoverTransactions(library, (m) => logged.push(m))).toBe(0);
    expect(await readFile(outside, 'utf8')).toBe('safe');
    expect(logged.join()).toMatch(/dropped the unreadable journal/);
  });
});

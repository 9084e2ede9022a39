import { readFile } from 'node:fs/promises';
import { checkContentData } from '../../../content/check-text';
import { contentType } from '../../../content/content-types';
import { parseDeckText } from '../../../content/deck/text';
import { nodeContentValidators } from '../../../services/library/validators';
import type { ContentProblem } from '../../../shared/api';
import { CliFailure } from '../../errors';
import { problemLines } from '../../commands/problem-lines';

const DECK = contentType('everzone-deck');

/**
 * `boardwright validate deck.json` (a document whose "$schema" is the deck's) and
 * `boardwright validate deck.txt` (a pasted list, `2x Marine`): every deck rule,
 * said in sentences that name the card, the way the library checks a save or an
 * import. Exit 1 with every problem; warnings are printed and pass.
 */
export function validateDeckData(path: string, data: unknown, out: (line: string) => void): void {
  report(path, checkContentData('everzone-deck', data, nodeContentValidators()), [], out);
}

export async function validateDeckText(path: string, out: (line: string) => void): Promise<void> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CliFailure(`${path}: no such file.`);
    throw new CliFailure(`${path}: ${(error as Error).message}`);
  }
  const parsed = parseDeckText(text);
  const lines = parsed.problems.map((p) => `${path}: ${p.message}`);
  report(path, checkContentData('everzone-deck', parsed.deck, nodeContentValidators()), lines, out);
}

function report(path: string, problems: ContentProblem[], unreadLines: string[], out: (line: string) => void): void {
  const errors = problems.filter((p) => p.severity === 'error').length + unreadLines.length;
  if (errors > 0) {
    throw new CliFailure(`${path}: ${errors} ${errors === 1 ? 'problem' : 'problems'} in "${DECK.title}":`, [
      ...unreadLines,
      ...problemLines(path, problems),
    ]);
  }
  out(`${path}: valid (${DECK.title})`);
  for (const line of problemLines(path, problems)) out(`  ${line}`);
}

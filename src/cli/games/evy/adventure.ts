/**
 * `simulate evy --adventure <id>`: the adventure a batch plays, put into the
 * game's config (over a `--config` file's, which may set the difficulty).
 */
import { EVY_ADVENTURES } from '../../../games/evy/content';
import { UsageError } from '../../errors';

export function withAdventure(config: unknown, id: string): unknown {
  if (!EVY_ADVENTURES.some((a) => a.id === id)) {
    throw new UsageError(
      `There is no Evy adventure "${id}". Adventures: ${EVY_ADVENTURES.map((a) => a.id).join(', ')}.`,
    );
  }
  const { custom: _custom, ...rest } = (config ?? {}) as Record<string, unknown>;
  return { ...rest, adventure: id };
}

/**
 * The Hero draft of the setup rules: "Shuffle up the stack of Hero Character Sheets. Each
 * player then randomly draws 2 Heroes from the stack and chooses one to play, returning the
 * other to the stack." Each Hero to be played gets two of its own, so the pairs never share
 * a Hero and no Hero can be chosen twice; what is chosen is simply the config's `heroes`.
 */
import { createRng, shuffleInPlace } from '../../../../engine';
import { randomSeed } from '../../logic/seed';
import { fitTouchConfig, HERO_CHOICES } from './touch-setup';

/** Two Heroes for each Hero to be played: the box holds this many pairs. */
export const MAX_DRAFTED = Math.floor(HERO_CHOICES.length / 2);

/** The draft's seed: the setup screen's when one is given (to deal a game again), else a fresh one. */
export function draftSeed(setupSeed: number | undefined, fresh: () => number = randomSeed): number {
  return setupSeed ?? fresh();
}

/** `count` pairs of distinct Heroes, no Hero in two pairs, shuffled from this seed. */
export function dealHeroPairs(seed: number, count: number): string[][] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_DRAFTED)
    throw new RangeError(
      `The box has ${HERO_CHOICES.length} Heroes: two each for 1 to ${MAX_DRAFTED} Heroes, not ${count}.`,
    );
  const stack = shuffleInPlace(
    createRng(seed),
    HERO_CHOICES.map((h) => h.id),
  );
  return Array.from({ length: count }, (_, i) => [stack[2 * i]!, stack[2 * i + 1]!]);
}

/** The config after a deal: each slot plays the first Hero of its pair until another is chosen. */
export function withDeal(config: Record<string, unknown>, pairs: string[][]): Record<string, unknown> {
  return fitTouchConfig({ ...config, heroes: pairs.map((pair) => pair[0]!) });
}

/** One slot's choice from its own pair. */
export function pickFromPair(
  config: Record<string, unknown>,
  pairs: string[][],
  slot: number,
  hero: string,
): Record<string, unknown> {
  if (!pairs[slot]?.includes(hero)) throw new RangeError(`Hero ${slot + 1} chooses from the two Heroes dealt to it.`);
  const heroes = [...(config.heroes as string[])];
  heroes[slot] = hero;
  return fitTouchConfig({ ...config, heroes });
}

/** Whether the deal still describes the config: one pair a Hero, each Hero from its own pair. */
export function dealStands(config: Record<string, unknown>, pairs: string[][] | null): pairs is string[][] {
  const heroes = Array.isArray(config.heroes) ? (config.heroes as string[]) : [];
  return pairs !== null && pairs.length === heroes.length && heroes.every((id, i) => pairs[i]!.includes(id));
}

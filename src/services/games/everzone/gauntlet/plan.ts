/**
 * Checks a gauntlet request and resolves it: the deck under test and every
 * opponent checked by the deck validator ("Illegal decks can be saved but not
 * played": an illegal one refuses the whole gauntlet with the validator's
 * sentences), and the setup of each game — which opponent, which seat goes
 * first — fixed by the game's index alone, so the same request plays the same games.
 */
import { isBotLevel } from '../../../../ai';
import type { AnyGame, Seat } from '../../../../engine';
import { PREMADE_DECK_DOCUMENTS, playableDeck } from '../../../../content/deck';
import type { DeckDef, EverzoneConfig } from '../../../../games/everzone/types';
import type { AiLevel, GauntletOpponent, GauntletSpec } from '../../../../shared/api';
import { badRequest } from '../../../errors';
import { nodeContentValidators } from '../../../library/validators';
import type { SimPlan } from '../../../sim/plan';

/** "Command points each player brings (10 to 30)": the game's own default. */
export const DEFAULT_GAUNTLET_CP = 20;
/** Id the deck under test takes in the games when it is not saved in the library. */
const UNSAVED_DECK_ID = 'deck-under-test';

export interface GauntletOpponentPlan {
  opponent: GauntletOpponent;
  name: string;
  def: DeckDef;
}

export interface GauntletPlan {
  game: AnyGame;
  deck: DeckDef;
  deckName: string;
  opponents: GauntletOpponentPlan[];
  gamesPerPairing: number;
  /** Every game: opponents × games per pairing. */
  games: number;
  level: AiLevel;
  seed: number;
  cpPerPlayer: number;
  iterations?: number;
  jobs: number;
}

/** Reads a library item's text by id (the library service's `getContent`). */
export type ReadContent = (id: string) => Promise<{ type: string; name: string; text: string }>;

export async function planGauntlet(
  spec: GauntletSpec,
  game: AnyGame,
  readContent: ReadContent,
  defaultJobs: number,
): Promise<GauntletPlan> {
  if (!isBotLevel(spec.level)) throw badRequest(`There is no AI level called "${String(spec.level)}".`);
  const deck = checkedDeck(spec.deck, spec.itemId ?? UNSAVED_DECK_ID, 'The deck');
  const opponents: GauntletOpponentPlan[] = [];
  for (const [n, opponent] of spec.opponents.entries()) {
    opponents.push(await resolveOpponent(opponent, n, readContent));
  }
  const games = opponents.length * spec.gamesPerPairing;
  const jobs = Math.min(spec.jobs ?? defaultJobs, games);
  return {
    game,
    deck,
    deckName: deck.name,
    opponents,
    gamesPerPairing: spec.gamesPerPairing,
    games,
    level: spec.level,
    seed: spec.seed,
    cpPerPlayer: spec.cpPerPlayer ?? DEFAULT_GAUNTLET_CP,
    ...(spec.iterations === undefined ? {} : { iterations: spec.iterations }),
    jobs: Math.max(1, jobs),
  };
}

/** The deck as the game takes it, or a refusal listing the validator's reasons. */
function checkedDeck(data: unknown, id: string, what: string): DeckDef {
  const playable = playableDeck(data, nodeContentValidators()['everzone-deck'], id);
  if (playable.ok) return playable.def;
  const reasons = playable.problems.filter((p) => p.severity === 'error').map((p) => p.message);
  throw badRequest(`${what} cannot be played, so it cannot be tested: ${playable.summary}.`, reasons);
}

async function resolveOpponent(
  opponent: GauntletOpponent,
  n: number,
  readContent: ReadContent,
): Promise<GauntletOpponentPlan> {
  const where = `Opponent ${n + 1}`;
  if (opponent.kind === 'premade') {
    const premade = PREMADE_DECK_DOCUMENTS.find((d) => d.id === opponent.id);
    if (!premade) {
      const known = PREMADE_DECK_DOCUMENTS.map((d) => d.id).join(', ');
      throw badRequest(`${where}: there is no pre-made deck "${opponent.id}" (pre-made decks: ${known}).`);
    }
    const def = checkedDeck(premade.document, premade.id, `${where} (${premade.document.name})`);
    return { opponent: { ...opponent }, name: def.name, def };
  }
  const item = await readContent(opponent.id);
  if (item.type !== 'everzone-deck') {
    throw badRequest(`${where}: "${item.name}" is not an EverZone deck, so it cannot be an opponent.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(item.text);
  } catch {
    throw badRequest(`${where}: "${item.name}" is not valid JSON; open it in the library to fix it.`);
  }
  const def = checkedDeck(data, opponent.id, `${where} ("${item.name}")`);
  return { opponent: { ...opponent }, name: item.name, def };
}

/** Game `index`: its opponent, the seat the tested deck plays (it goes first in even games), and its setup. */
export function gauntletGame(plan: GauntletPlan, index: number): { opponent: number; deckSeat: Seat; sim: SimPlan } {
  const opponent = Math.floor(index / plan.gamesPerPairing);
  const deckSeat: Seat = (index % plan.gamesPerPairing) % 2 === 0 ? 0 : 1;
  const other = (plan.opponents[opponent] as GauntletOpponentPlan).def;
  const config: EverzoneConfig = {
    format: '1v1',
    cpPerPlayer: plan.cpPerPlayer,
    decks: deckSeat === 0 ? [plan.deck, other] : [other, plan.deck],
    locations: 'random',
  };
  return {
    opponent,
    deckSeat,
    sim: {
      game: plan.game,
      config,
      seats: [plan.level, plan.level],
      games: plan.games,
      seed: plan.seed,
      jobs: plan.jobs,
      ...(plan.iterations === undefined ? {} : { iterations: plan.iterations }),
      labels: ['Tested deck', 'Opponent'],
      teams: [0, 1],
    },
  };
}

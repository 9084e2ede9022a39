/**
 * Checks of The Girl vs. the Evil Queen's content that a JSON Schema cannot
 * express: ids unique, the cards the rules look for present with the counts the
 * rulebook gives, enough cards to deal, every effect op one the rules know.
 * They run on data that already passed the schema, so shapes can be trusted.
 */
import type { ContentProblem } from '../../shared/api';
import { BASIC_SWORD_ID, DEMON_ID } from '../../games/queen/content';
import { EFFECT_OPS } from '../../games/queen/schema';
import { HAND_SIZE } from '../../games/queen/state';
import type { CardDef, CharacterDef } from '../../games/queen/types';
import { error, pointer, warning } from './pointer';

/** "Remove the 4 Demon cards from the Deck": the rules need exactly four. */
const DEMONS = 4;
/** One Basic Sword per player, up to four players. */
const MAX_PLAYERS = 4;
/** The book's deck, Demons and Basic Swords aside, has 40 to 46 cards. */
const BOOK_DECK = { min: 40, max: 46 };
const KNOWN_OPS = new Set<string>(EFFECT_OPS);

export function checkQueenCards(data: { cards: CardDef[] }): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const firstIndex = new Map<string, number>();
  let demons = 0;
  let deck = 0;
  data.cards.forEach((card, i) => {
    const at = (field?: string): string => (field ? pointer('cards', i, field) : pointer('cards', i));
    const earlier = firstIndex.get(card.id);
    if (earlier !== undefined) {
      problems.push(error(at('id'), `the id "${card.id}" is already used by card ${earlier + 1}; ids must be unique`));
    } else firstIndex.set(card.id, i);
    if (card.effect && !KNOWN_OPS.has(card.effect.op)) {
      problems.push(error(at('effect'), `the effect "${card.effect.op}" is not one the rules know`));
    }
    if (card.kind === 'demon') {
      demons += card.copies;
      if (card.id !== DEMON_ID) {
        problems.push(error(at('id'), `a Demon card must have the id "${DEMON_ID}"; the rules find Demons by it`));
      }
    } else if (card.id === DEMON_ID) {
      problems.push(error(at('kind'), `the card "${DEMON_ID}" must be of kind "demon"`));
    } else if (card.id === BASIC_SWORD_ID) {
      if (card.kind !== 'weapon') problems.push(error(at('kind'), `the Basic Sword must be of kind "weapon"`));
      if (card.copies < MAX_PLAYERS) {
        problems.push(
          error(
            at('copies'),
            `there must be at least ${MAX_PLAYERS} Basic Swords (one per player), not ${card.copies}`,
          ),
        );
      }
    } else deck += card.copies;
  });
  if (!firstIndex.has(DEMON_ID)) problems.push(error(pointer('cards'), `the Demon card (id "${DEMON_ID}") is missing`));
  else if (demons !== DEMONS) {
    const i = firstIndex.get(DEMON_ID) as number;
    problems.push(error(pointer('cards', i, 'copies'), `there must be exactly ${DEMONS} Demons, not ${demons}`));
  }
  if (!firstIndex.has(BASIC_SWORD_ID)) {
    problems.push(error(pointer('cards'), `the Basic Sword (id "${BASIC_SWORD_ID}") is missing`));
  }
  // Four players are dealt five cards each before the Demons go back, and one card must be left to draw.
  const needed = MAX_PLAYERS * HAND_SIZE + 1;
  if (deck < needed) {
    problems.push(
      error(
        pointer('cards'),
        `the deck (all cards but Demons and Basic Swords) has ${deck} cards; it needs at least ${needed} to deal ${HAND_SIZE} to each of ${MAX_PLAYERS} players`,
      ),
    );
  } else if (deck < BOOK_DECK.min || deck > BOOK_DECK.max) {
    problems.push(
      warning(
        pointer('cards'),
        `the deck has ${deck} cards; the rulebook's has ${BOOK_DECK.min} to ${BOOK_DECK.max}, so games will play differently`,
      ),
    );
  }
  return problems;
}

const TEAMS: Record<CharacterDef['id'], 0 | 1> = { girl: 0, robot: 0, queen: 1, 'shadow-robot': 1 };

export function checkQueenCharacters(data: { characters: CharacterDef[] }): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const characterAt = new Map<string, number>();
  const abilityAt = new Map<string, string>();
  data.characters.forEach((c, i) => {
    const earlier = characterAt.get(c.id);
    if (earlier !== undefined) {
      problems.push(
        error(
          pointer('characters', i, 'id'),
          `"${c.id}" is already character ${earlier + 1}; each of the four appears once`,
        ),
      );
    } else characterAt.set(c.id, i);
    if (TEAMS[c.id] !== undefined && c.team !== TEAMS[c.id]) {
      problems.push(error(pointer('characters', i, 'team'), `${c.id} plays on team ${TEAMS[c.id]}, not ${c.team}`));
    }
    for (const side of ['alone', 'team'] as const) {
      c.sides[side].abilities.forEach((a, j) => {
        const at = (field: string): string => pointer('characters', i, 'sides', side, 'abilities', j, field);
        const where = abilityAt.get(a.id);
        if (where !== undefined) {
          problems.push(
            error(at('id'), `the ability id "${a.id}" is already used at ${where}; ability ids must be unique`),
          );
        } else abilityAt.set(a.id, at('id'));
        if (!KNOWN_OPS.has(a.effect.op))
          problems.push(error(at('effect'), `the effect "${a.effect.op}" is not one the rules know`));
        if (!Number.isInteger(a.cost) || a.cost < 1 || a.cost > 4) {
          problems.push(error(at('cost'), `an ability costs 1 to 4 Ability Points, not ${a.cost}`));
        }
      });
    }
  });
  for (const id of Object.keys(TEAMS)) {
    if (!characterAt.has(id)) problems.push(error(pointer('characters'), `the character "${id}" is missing`));
  }
  return problems;
}

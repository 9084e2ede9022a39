/**
 * Checks of All Manor of Evil's content that a JSON Schema cannot express: ids
 * unique, what setup draws from present at every player count (a face of each
 * colour, a role per seat, the Cultists and the Author for solo), a deck that can
 * be dealt, and warnings where the content leaves the book's counts. They run on
 * data that already passed the schema, so shapes can be trusted.
 */
import type { ContentProblem } from '../../shared/api';
import { MAX_SOLO_LEVEL } from '../../games/manor/config-schema';
import { AUTHOR_ROLE } from '../../games/manor/content';
import { pileSizes } from '../../games/manor/deck';
import { COLOURS, ROOMS } from '../../games/manor/schema-effects';
import type { ActionDef, ComponentsDef, GodDef, LovecraftRoleDef, RelicsFile, RoleDef } from '../../games/manor/types';
import { error, pointer, warning } from './pointer';

const PLAYER_COUNTS = [1, 2, 3, 4, 5, 6] as const;
/** The book's box: "62 relic cards", and elder gods wake at 6 awakening tokens. */
const BOOK_RELICS = 62;
const BOOK_AWAKEN_AT = 6;
/** Relics dealt to the rooms: the Vault's fifth at five and six players. */
const MOST_ROOMS = 5;
const SOLO_ROOMS = 4;

/** Relics above the Clocks' pile when a deck is built from `relics`: the rooms are dealt from them. */
function aboveTheClocks(relics: number): number {
  return relics - (pileSizes(relics)[3] ?? 0);
}

/**
 * The fewest relics setup can deal from: a table game fills every room from above
 * the Clocks' pile; the hardest solo game first deals Lovecraft his face-down relics
 * and keeps half the rest, which must still fill the four rooms.
 */
function fewestRelics(): number {
  for (let total = 1; ; total++) {
    const soloKept = Math.ceil((total - MAX_SOLO_LEVEL) / 2);
    if (aboveTheClocks(total) >= MOST_ROOMS && soloKept > 0 && aboveTheClocks(soloKept) >= SOLO_ROOMS) return total;
  }
}

const FEWEST_RELICS = fewestRelics();

/** An error on every entry whose `id` an earlier entry already uses; `at` is where entry i lives. */
function duplicateIds(
  list: readonly { id: string }[],
  at: (i: number) => string,
  what: (i: number) => string,
): ContentProblem[] {
  const first = new Map<string, number>();
  const problems: ContentProblem[] = [];
  list.forEach((item, i) => {
    const earlier = first.get(item.id);
    if (earlier === undefined) first.set(item.id, i);
    else problems.push(error(at(i), `the id "${item.id}" is already used by ${what(earlier)}; ids must be unique`));
  });
  return problems;
}

/** Duplicates within one list of the file. */
function duplicatesIn(list: readonly { id: string }[], field: string, what: string): ContentProblem[] {
  return duplicateIds(
    list,
    (i) => pointer(field, i, 'id'),
    (i) => `${what} ${i + 1}`,
  );
}

export function checkManorRelics(data: RelicsFile): ContentProblem[] {
  const problems = duplicatesIn(data.relics, 'relics', 'relic');
  const total = data.relics.reduce((n, r) => n + r.copies, 0);
  if (total < FEWEST_RELICS) {
    problems.push(
      error(
        pointer('relics'),
        `the deck has ${total} relics; it needs at least ${FEWEST_RELICS} to deal the hardest solo game and still fill the rooms`,
      ),
    );
  } else if (total !== BOOK_RELICS) {
    problems.push(
      warning(
        pointer('relics'),
        `the deck has ${total} relics; the book's has ${BOOK_RELICS}, so games will run longer or shorter`,
      ),
    );
  }
  data.relics.forEach((relic, i) => {
    // The rules read "may" from the flag; a text that disagrees misleads the players.
    const text = relic.text ?? '';
    if (relic.special && /\bmay\b/i.test(text) !== relic.special.may) {
      const says = relic.special.may
        ? 'is optional ("may": true) but its text does not say "may"'
        : 'says "may" but its ability is compulsory ("may": false)';
      problems.push(warning(pointer('relics', i, 'text'), `${relic.name} ${says}`));
    }
    if (relic.special && text === '') {
      problems.push(
        warning(pointer('relics', i), `${relic.name} has a special ability but no text to show the players`),
      );
    }
  });
  return problems;
}

export function checkManorActions(data: { actions: ActionDef[] }): ContentProblem[] {
  const problems = duplicatesIn(data.actions, 'actions', 'action card');
  const initiatives = new Map<number, string>();
  data.actions.forEach((action, i) => {
    const other = initiatives.get(action.initiative);
    if (other !== undefined) {
      problems.push(
        error(
          pointer('actions', i, 'initiative'),
          `${action.name} has the initiative of ${other}; each card needs its own, or the resolution order is undecided`,
        ),
      );
    } else initiatives.set(action.initiative, action.name);
  });
  const reached = new Set(data.actions.flatMap((a) => a.rooms));
  for (const room of ROOMS.slice(0, 4)) {
    if (!reached.has(room)) {
      problems.push(
        warning(
          pointer('actions'),
          `no action card steals from the ${room}: its relic can only be taken by other means`,
        ),
      );
    }
  }
  return problems;
}

export function checkManorGods(data: { gods: GodDef[] }): ContentProblem[] {
  const problems = duplicatesIn(data.gods, 'gods', 'face');
  const faces = new Map<string, number>();
  const colourOfCard = new Map<number, string>();
  data.gods.forEach((god, i) => {
    if (god.minPlayers > god.maxPlayers) {
      problems.push(
        error(
          pointer('gods', i, 'maxPlayers'),
          `${god.name} is for ${god.minPlayers} to ${god.maxPlayers} players: the most must not be below the fewest`,
        ),
      );
    }
    const face = `${god.card} ${god.side}`;
    const earlier = faces.get(face);
    if (earlier !== undefined) {
      problems.push(
        warning(pointer('gods', i, 'side'), `card ${god.card} already has a ${god.side} face (entry ${earlier + 1})`),
      );
    } else faces.set(face, i);
    const colour = colourOfCard.get(god.card);
    if (colour !== undefined && colour !== god.colour) {
      problems.push(
        warning(
          pointer('gods', i, 'colour'),
          `card ${god.card}'s other face is ${colour}: both faces of a card share a colour`,
        ),
      );
    } else colourOfCard.set(god.card, god.colour);
  });
  // "Choose one elder god of each color from those appropriate for the player count."
  for (const players of PLAYER_COUNTS) {
    for (const colour of COLOURS) {
      if (!data.gods.some((g) => g.colour === colour && g.minPlayers <= players && players <= g.maxPlayers)) {
        problems.push(
          error(
            pointer('gods'),
            `no ${colour} elder god is for ${players} ${players === 1 ? 'player' : 'players'}: setup needs one of each colour`,
          ),
        );
      }
    }
  }
  return problems;
}

export function checkManorRoles(data: { roles: RoleDef[]; lovecraft: LovecraftRoleDef[] }): ContentProblem[] {
  // Role ids are unique across both lists: the rules find a role by its id alone.
  const seatRoles = data.roles.length;
  const where = (i: number): [string, number] => (i < seatRoles ? ['roles', i] : ['lovecraft', i - seatRoles]);
  const problems = duplicateIds(
    [...data.roles, ...data.lovecraft],
    (i) => pointer(...where(i), 'id'),
    (i) => `${where(i)[0] === 'roles' ? 'role' : 'Lovecraft card'} ${where(i)[1] + 1}`,
  );
  for (const players of PLAYER_COUNTS.slice(1)) {
    const dealt = data.roles.filter((r) => r.minPlayers <= players).length;
    if (dealt < players) {
      problems.push(
        error(pointer('roles'), `${players} players need ${players} roles, but only ${dealt} are dealt at that count`),
      );
    }
  }
  const solo = data.roles.filter((r) => r.minPlayers === 1 && r.cultist === undefined);
  if (solo.length === 0) problems.push(error(pointer('roles'), 'no role has the (1+) icon: the solo player needs one'));
  data.roles.forEach((role, i) => {
    if (role.cultist !== undefined && role.minPlayers < 2) {
      problems.push(
        error(
          pointer('roles', i, 'minPlayers'),
          `${role.name} is the solo opponent, so the solo player must never draw it: its icon must be at least 2+`,
        ),
      );
    }
  });
  if (!data.roles.some((r) => r.cultist !== undefined)) {
    problems.push(error(pointer('roles'), 'no role is a cultist: the solo game needs one to play against'));
  } else {
    for (const colour of COLOURS) {
      if (!data.roles.some((r) => r.cultist === colour)) {
        problems.push(
          warning(
            pointer('roles'),
            `there is no ${colour} cultist: the solo game never faces the ${colour} elder god's cultist`,
          ),
        );
      }
    }
  }
  if (!data.lovecraft.some((r) => r.id === AUTHOR_ROLE)) {
    problems.push(error(pointer('lovecraft'), `Lovecraft's solo card (id "${AUTHOR_ROLE}") is missing`));
  }
  return problems;
}

export function checkManorComponents(data: ComponentsDef): ContentProblem[] {
  if (data.awakenAt === BOOK_AWAKEN_AT) return [];
  return [
    warning(
      pointer('awakenAt'),
      `elder gods wake at ${data.awakenAt} tokens; the book's wake at ${BOOK_AWAKEN_AT}, so the gods' pace changes`,
    ),
  ];
}

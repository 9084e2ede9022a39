/**
 * Setting up a game: the standard game (3–6 players, the Vault at 5 and 6), the
 * 2-player game with Lovecraft as a third player, and the solo game against the
 * Cultist and Lovecraft at one of the levels.
 */
import { createRng, nextInt, shuffleInPlace, type LogEntry, type RngState } from '../../engine';
import { MAX_SOLO_LEVEL } from './config-schema';
import { AUTHOR_ROLE, MANOR_CONTENT, RELIC_IDS, cultistRoleIds, keyOf, lovecraftRoleIds, rolesFor } from './content';
import { buildManorDeck } from './deck';
import { COLOURS } from './schema-effects';
import type { GodState, ManorState, PlayerState } from './state';
import type { ManorConfig, PlayerKind } from './types';
import { cardName, roleName, seatLabel, soloLevelName } from './words';

/** Refuses a config the schema would refuse, in words, for callers that skipped validation. */
export function checkConfig(config: ManorConfig): void {
  if (!config || typeof config !== 'object') throw new RangeError('The game options are missing.');
  const players = config.players as number;
  if (!Number.isInteger(players) || players < 1 || players > 6) {
    throw new RangeError(`All Manor of Evil is played by 1 to 6 players, not ${String(config.players)}.`);
  }
  const level = config.level;
  if (level !== undefined && (!Number.isInteger(level) || level < 1 || level > MAX_SOLO_LEVEL)) {
    throw new RangeError(`The solo level is a whole number from 1 to ${MAX_SOLO_LEVEL}, not ${String(level)}.`);
  }
  const known = new Set(['players', 'level']);
  for (const key of Object.keys(config)) if (!known.has(key)) throw new RangeError(`Unknown game option "${key}".`);
}

/** The config as the state keeps it: the solo level only in solo. */
export function normalConfig(config: ManorConfig): ManorConfig {
  return config.players === 1 ? { players: 1, level: config.level ?? 1 } : { players: config.players };
}

function newPlayer(kind: PlayerKind, role: string, madness: number, cache: number[]): PlayerState {
  return {
    kind,
    role,
    roleKnownBy: [],
    rolePublic: kind !== 'seat' && kind !== 'lovecraft',
    madness,
    cache,
    hidden: [],
    previous: null,
    selected: null,
    devoured: false,
  };
}

/** "Choose one elder god of each color from those appropriate for the player count." */
function chooseGods(rng: RngState, players: number, tokens: number): GodState[] {
  return COLOURS.map((colour) => {
    const faces = MANOR_CONTENT.gods.filter(
      (g) => g.colour === colour && g.minPlayers <= players && players <= g.maxPlayers,
    );
    if (faces.length === 0) throw new Error(`No ${colour} elder god fits ${players} players.`);
    return { face: (faces[nextInt(rng, faces.length)] as (typeof faces)[number]).id, colour, tokens };
  });
}

export function setup(config: ManorConfig, seed: number): ManorState {
  checkConfig(config);
  const rng = createRng(seed);
  return config.players === 1 ? soloSetup(normalConfig(config), rng) : tableSetup(normalConfig(config), rng);
}

function emptyState(config: ManorConfig, rng: RngState, gods: GodState[], rooms: number): ManorState {
  return {
    config,
    rng,
    phase: 'select',
    round: 1,
    lantern: 0,
    gods,
    rooms: new Array<number | null>(rooms).fill(null),
    roomMadness: new Array<number>(rooms).fill(0),
    deck: [],
    clockPile: 0,
    clocksOut: 0,
    box: [],
    removed: [],
    players: [],
    tasks: [],
    prompt: null,
    fatesUsed: [],
    result: null,
    log: [],
  };
}

/** "Place 1 relic card in each room of the Manor board. If using the Vault extension board, add one card to the Vault." */
function dealRooms(state: ManorState): void {
  for (let at = 0; at < state.rooms.length; at++) {
    // The Clocks are in the bottom quarter, so the first cards are always relics.
    state.rooms[at] = state.deck.shift() as number;
  }
  // "Whenever a relic is added to the Vault from the deck also add 1 madness token to the room."
  if (state.rooms.length > 4) state.roomMadness[4] = 1;
}

function tableSetup(config: ManorConfig, rng: RngState): ManorState {
  const n = config.players;
  const state = emptyState(config, rng, chooseGods(rng, n, 1), n >= 5 ? 5 : 4);
  const built = buildManorDeck(rng, RELIC_IDS.slice());
  state.deck = built.deck;
  state.clockPile = built.clockPile;
  dealRooms(state);
  // "Randomly determine the First Player …, giving them the Lantern. Next, give 2 madness tokens to the
  //  First Player and the player to their left. Give all other players 1 madness token."
  state.lantern = nextInt(rng, n);
  const roles = shuffleInPlace(rng, rolesFor(n));
  for (let seat = 0; seat < n; seat++) {
    const second = n === 2 ? false : seat === (state.lantern + 1) % n;
    const madness = seat === state.lantern || second ? 2 : 1;
    state.players.push(newPlayer('seat', roles[seat] as string, madness, [keyOf(seat)]));
  }
  const log: LogEntry[] = [{ text: `A new game for ${n} players${n >= 5 ? ', with the Vault' : ''}.` }];
  if (n === 2) {
    // "Randomly select 1 of the 4 Lovecraft Role cards and place it facedown": Lovecraft has no key and no tokens.
    const lovecraftRoles = lovecraftRoleIds();
    state.players.push(newPlayer('lovecraft', lovecraftRoles[nextInt(rng, lovecraftRoles.length)] as string, 0, []));
    log.push({ text: 'Lovecraft plays as a third player; his role is face down.' });
  }
  log.push({ seat: state.lantern, text: `${seatLabel(n, state.lantern)} holds the Lantern.` });
  for (let seat = 0; seat < n; seat++) {
    const role = roleName(state.players[seat]?.role ?? '');
    log.push({
      seat,
      text: `${seatLabel(n, seat)} is dealt a role.`,
      secret: { seats: [seat], text: `${seatLabel(n, seat)} is dealt a role: ${role}.` },
    });
  }
  log.push({ text: 'Round 1.' });
  state.log = log;
  return state;
}

function soloSetup(config: ManorConfig, rng: RngState): ManorState {
  const level = config.level ?? 1;
  const state = emptyState(config, rng, chooseGods(rng, 1, 3), 4);
  const relics = shuffleInPlace(rng, RELIC_IDS.slice());
  // "Lovecraft starts with k relics facedown in their cache", dealt before the deck is cut.
  const lovecraftCache = relics.splice(0, level);
  // "Cut the Relic Deck in half and return one of the piles to the box."
  const kept = relics.splice(0, Math.ceil(relics.length / 2));
  state.box = relics;
  const built = buildManorDeck(rng, kept);
  state.deck = built.deck;
  state.clockPile = built.clockPile;
  dealRooms(state);
  const cultists = cultistRoleIds();
  const mine = rolesFor(1);
  state.players = [
    newPlayer('seat', mine[nextInt(rng, mine.length)] as string, 3 * level, [keyOf(0)]),
    newPlayer('cultist', cultists[nextInt(rng, cultists.length)] as string, 1, [keyOf(1)]),
    { ...newPlayer('lovecraft', AUTHOR_ROLE, 0, lovecraftCache), rolePublic: true, hidden: lovecraftCache.slice() },
  ];
  const cultist = state.players[1] as PlayerState;
  state.log = [
    { text: `A solo game at level ${level} (${soloLevelName(level)}).` },
    {
      text: `The player faces the ${roleName(cultist.role)} and Lovecraft, who starts with ${level} face-down ${level === 1 ? 'relic' : 'relics'}.`,
    },
    {
      seat: 0,
      text: 'The player is dealt a role.',
      secret: { seats: [0], text: `The player is dealt a role: ${roleName(state.players[0]?.role ?? '')}.` },
    },
    { text: `In the rooms: ${state.rooms.map((id) => cardName(id as number)).join(', ')}.` },
    { text: 'Round 1.' },
  ];
  return state;
}

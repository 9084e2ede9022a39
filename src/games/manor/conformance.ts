/**
 * What All Manor of Evil declares to the conformance suite: every player count, the
 * solo game from Rookie to well past Doomed; and its secrets. A role is its owner's
 * and the seats that looked at it; a face-down action card is its owner's until the
 * reveal; the order of the Manor deck, the solo box and the solo Lovecraft's setup
 * relics are nobody's. Once the game is over only the deck and the box stay hidden.
 */
import { canonicalJson, cardMark, type Game, type Secret, type Seat } from '../../engine';
import { cardOf } from './content';
import type { ManorState } from './state';
import type { ManorAction, ManorConfig, ManorView } from './types';
import { view } from './view';

type ManorConformance = Pick<Game<ManorState, ManorAction, ManorConfig, ManorView>, 'testConfigs' | 'secrets'>;

export const MANOR_CONFORMANCE: ManorConformance = {
  // 2,350 playouts in all, about half a minute on one core. A solo game is over in a
  // few dozen steps; a game of six takes three times as long as a game of three, so
  // the larger tables get fewer playouts.
  testConfigs: () => [
    { label: 'solo, Rookie', config: { players: 1, level: 1 }, playouts: 500 },
    { label: 'solo, Heroic', config: { players: 1, level: 3 }, playouts: 200 },
    { label: 'solo, Doomed', config: { players: 1, level: 6 }, playouts: 200 },
    { label: 'solo, level 12', config: { players: 1, level: 12 }, playouts: 100 },
    { label: '2 players and Lovecraft', config: { players: 2 }, playouts: 500 },
    { label: '3 players', config: { players: 3 }, playouts: 300 },
    { label: '4 players', config: { players: 4 }, playouts: 250 },
    { label: '5 players, with the Vault', config: { players: 5 }, playouts: 150 },
    { label: '6 players, with the Vault', config: { players: 6 }, playouts: 150 },
  ],
  secrets,
};

function secrets(state: ManorState): Secret[] {
  const out: Secret[] = [];
  state.deck.forEach((card, slot) => {
    out.push({ kind: 'deck', place: `slot ${slot}`, mark: instanceMark(card), knownBy: [] });
  });
  state.box.forEach((card, slot) => {
    out.push({ kind: 'box', place: `slot ${slot}`, mark: instanceMark(card), knownBy: [] });
  });
  if (state.phase === 'over') return out;
  state.players.forEach((p, player) => {
    const own: Seat[] = p.kind === 'seat' ? [player] : [];
    for (const card of p.hidden) {
      const at = p.cache.indexOf(card);
      out.push({
        kind: 'face-down relic',
        place: `player ${player} slot ${at}`,
        mark: instanceMark(card),
        knownBy: [],
      });
    }
    if (!p.rolePublic) {
      // Each role card is dealt once, so the role with the key after it names one player.
      const mark = `"role":${JSON.stringify(p.role)},"roleKnownBy"`;
      out.push({ kind: 'role', place: `player ${player}`, mark, knownBy: [...own, ...p.roleKnownBy] });
    }
  });
  out.push(...selectionSecrets(state));
  return out;
}

function instanceMark(card: number): string {
  return cardMark(card, cardOf(card).id);
}

/**
 * The action cards placed face down. A card id alone would collide with the viewer's
 * own card when both chose the same one, so the mark runs on into what the view prints
 * next, which names the player: the next player's public fields up to its index, or
 * the end of the players' list.
 */
function selectionSecrets(state: ManorState): Secret[] {
  if (state.phase !== 'select' || state.players.every((p) => p.selected === null)) return [];
  const publicPlayers = view(state, 'spectator').players;
  const out: Secret[] = [];
  state.players.forEach((p, player) => {
    if (p.selected === null) return;
    const next = publicPlayers[player + 1];
    const after = next ? `,${throughIndex(canonicalJson(next), player + 1)}` : '],';
    const mark = `"selected":${JSON.stringify(p.selected)}}${after}`;
    out.push({ kind: 'face-down action card', place: `player ${player}`, mark, knownBy: [player] });
  });
  return out;
}

/** A player's canonical JSON cut after `"index":n`: the fields before it are public, those after may not be. */
function throughIndex(playerJson: string, index: number): string {
  const key = `"index":${index}`;
  const at = playerJson.indexOf(key);
  if (at < 0) throw new Error(`A player view without ${key}: the face-down card marks must follow the view.`);
  return playerJson.slice(0, at + key.length);
}

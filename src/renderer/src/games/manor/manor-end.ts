/**
 * The end of the game as steps a player reads one by one: how it ended, then the
 * book's Reveal, Awakened, Madness and Scoring steps with the god's and the roles'
 * effects that applied, each player's totals and who was devoured or won. Built
 * from the final view, where every role and every cache is shown; the totals are
 * the rules' own (`view.result`).
 */
import { AWAKEN_AT, cardOf, godDef, roleDef } from '../../../../games/manor/content';
import { effectApplies } from '../../../../games/manor/end-effects';
import type { EndEffect, GameResult, ManorView } from '../../../../games/manor/types';
import { plural } from '../../logic/format';
import { COLOUR_NAMES } from './manor-words';

export type EndTone = 'plain' | 'effect' | 'devoured' | 'winner';

export interface EndLine {
  text: string;
  tone: EndTone;
}

export interface EndStep {
  id: 'end' | 'reveal' | 'awakened' | 'madness' | 'scoring';
  title: string;
  lines: EndLine[];
}

type Step = EndEffect['step'];

const line = (text: string, tone: EndTone = 'plain'): EndLine => ({ text, tone });

/** "You" for the viewer, otherwise the player's name with a capital. */
export function whoIs(view: ManorView, player: number): string {
  if (player === view.viewer) return 'You';
  const name = view.players[player]?.name ?? `Player ${player + 1}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What the relics of a player's cache that `view` shows add up to (face-down ones count nothing). */
export function cacheSum(view: ManorView, player: number, value: 'madness' | 'dollars'): number {
  const cache = view.players[player]?.cache ?? [];
  return cache.reduce((sum, card) => sum + (card ? cardOf(card.id)[value] : 0), 0);
}

/** The effects of `step` that applied: the awakened god's first, then each player's role in `order`. */
function effectLines(view: ManorView, result: GameResult, step: Step, order: number[]): EndLine[] {
  const lines: EndLine[] = [];
  const tally = { reason: result.reason, god: result.god, bonus: [], swaps: [], madness: result.madness };
  const god = view.gods.find((g) => g.colour === result.god);
  const godEffect = god ? godDef(god.face).effect : null;
  if (god && godEffect?.step === step) lines.push(line(`${godDef(god.face).name}: ${godEffect.text}`, 'effect'));
  for (const player of order) {
    const role = view.players[player]?.role;
    if (!role) continue;
    for (const effect of roleDef(role).effects) {
      if (effect.step === step && effectApplies(effect, tally)) {
        lines.push(line(`${whoIs(view, player)} (${roleDef(role).name}): ${effect.text}`, 'effect'));
      }
    }
  }
  return lines;
}

/** Roles are revealed from the Lantern clockwise; the 2-player Lovecraft last. */
function revealOrder(view: ManorView): number[] {
  const seats = view.config.players;
  const order = Array.from({ length: seats }, (_, i) => (view.lantern + i) % seats);
  for (const p of view.players) if (p.kind === 'lovecraft' && seats > 1) order.push(p.index);
  return order;
}

function howItEnded(view: ManorView, result: GameResult): EndStep {
  const god = view.gods.find((g) => g.colour === result.god);
  const text =
    result.reason === 'clock'
      ? 'The second Clock came out of the Manor deck: the game ended at once.'
      : result.reason === 'gods'
        ? view.config.players === 1
          ? 'An elder god awoke at the end of the round: in the solo game that devours you.'
          : `More than one elder god awoke (${awake(view)}): doom falls upon the world and every player loses.`
        : `The ${COLOUR_NAMES[god?.colour ?? 'blue'].toLowerCase()} elder god, ${god ? godDef(god.face).name : ''}, awoke at the end of the round.`;
  return {
    id: 'end',
    title: 'How the game ended',
    lines: [line(text, result.reason === 'gods' ? 'devoured' : 'plain')],
  };
}

function awake(view: ManorView): string {
  return view.gods
    .filter((g) => g.tokens >= AWAKEN_AT)
    .map((g) => godDef(g.face).name)
    .join(' and ');
}

function madnessLine(view: ManorView, result: GameResult, player: number, devoured: boolean): EndLine {
  const total = result.madness[player] ?? 0;
  const relics = cacheSum(view, player, 'madness');
  const detail = `${total} madness (${relics} on relics + ${plural(total - relics, 'token')})`;
  return devoured
    ? line(`${whoIs(view, player)}: ${detail} — devoured`, 'devoured')
    : line(`${whoIs(view, player)}: ${detail}`);
}

function dollarLine(view: ManorView, result: GameResult, player: number, won: boolean): EndLine {
  const total = result.dollars[player] ?? 0;
  const relics = cacheSum(view, player, 'dollars');
  const effects = total - relics;
  const detail =
    effects === 0 ? `${total} $ from relics` : `${total} $ (${relics} from relics, ${effects} from effects)`;
  return won ? line(`${whoIs(view, player)}: ${detail} — wins`, 'winner') : line(`${whoIs(view, player)}: ${detail}`);
}

function tableSteps(view: ManorView, result: GameResult): EndStep[] {
  const order = revealOrder(view);
  const steps: EndStep[] = [howItEnded(view, result)];
  if (result.reason === 'gods') return steps;
  const roles = order.map((i) => line(`${whoIs(view, i)}: ${roleDef(view.players[i]?.role ?? '').name}`));
  steps.push({ id: 'reveal', title: 'Reveal', lines: [...roles, ...effectLines(view, result, 'reveal', order)] });
  if (result.reason === 'god') {
    steps.push({ id: 'awakened', title: 'Awakened', lines: effectLines(view, result, 'awakened', order) });
  }
  const most = Math.max(...order.map((i) => result.madness[i] ?? 0));
  const madness = [
    ...effectLines(view, result, 'madness', order),
    ...order.map((i) => madnessLine(view, result, i, result.devoured.includes(i))),
    line(`The most madness is ${most}: every player with it is devoured.`),
  ];
  steps.push({ id: 'madness', title: 'Madness', lines: madness });
  const survivors = order.filter((i) => !result.devoured.includes(i));
  if (survivors.length === 0) {
    steps.push({ id: 'scoring', title: 'Scoring', lines: [line('Nobody is left to score: every player loses.')] });
    return steps;
  }
  const scoring = [
    ...effectLines(view, result, 'scoring', survivors),
    ...survivors.map((i) => dollarLine(view, result, i, result.winners.includes(i))),
    line(verdict(view, result, survivors)),
  ];
  steps.push({ id: 'scoring', title: 'Scoring', lines: scoring });
  return steps;
}

/** Who won, and the tie-break when it decided: "the least madness among those tied wins". */
function verdict(view: ManorView, result: GameResult, survivors: number[]): string {
  const best = Math.max(...survivors.map((i) => result.dollars[i] ?? 0));
  const tied = survivors.filter((i) => result.dollars[i] === best);
  const names = result.winners.map((i) => whoIs(view, i)).join(' and ');
  if (tied.length === 1)
    return `${names} ${names === 'You' ? 'have' : 'has'} the most $ (${best}) and ${names === 'You' ? 'win' : 'wins'}.`;
  const tiedNames = tied.map((i) => whoIs(view, i)).join(', ');
  return `${tiedNames} tie on ${best} $; the least madness among them wins: ${names}.`;
}

function soloSteps(view: ManorView, result: GameResult): EndStep[] {
  const steps: EndStep[] = [howItEnded(view, result)];
  if (result.reason !== 'clock') return steps;
  const role = view.players[0]?.role ?? '';
  steps.push({
    id: 'reveal',
    title: 'Reveal',
    lines: [line(`Your role: ${roleDef(role).name}`), ...effectLines(view, result, 'reveal', [0])],
  });
  const mine = result.madness[0] ?? 0;
  const cultist = result.madness[1] ?? 0;
  const calmer = mine < cultist;
  steps.push({
    id: 'madness',
    title: 'Madness',
    lines: [
      ...effectLines(view, result, 'madness', [0]),
      madnessLine(view, result, 0, !calmer),
      madnessLine(view, result, 1, calmer),
      line(
        calmer
          ? 'Yours is below the Cultist’s: the Cultist is devoured.'
          : 'Yours is not below the Cultist’s: you are devoured.',
      ),
    ],
  });
  if (!calmer) return steps;
  const won = result.winners.includes(0);
  steps.push({
    id: 'scoring',
    title: 'Scoring',
    lines: [
      ...effectLines(view, result, 'scoring', [0]),
      dollarLine(view, result, 0, won),
      line(`Lovecraft: ${result.dollars[2] ?? 0} $, counting every relic in his cache, face-down ones too.`),
      line(
        won ? 'You have more $ than Lovecraft: you win!' : 'You do not have more $ than Lovecraft: you are devoured.',
        won ? 'winner' : 'devoured',
      ),
    ],
  });
  return steps;
}

export function endSteps(view: ManorView): EndStep[] {
  const result = view.result;
  if (!result) return [];
  const steps = view.config.players === 1 ? soloSteps(view, result) : tableSteps(view, result);
  // A step of the book still happens when nothing in play acts in it: say so rather than show nothing.
  for (const step of steps) if (step.lines.length === 0) step.lines.push(line('Nothing happens in this step.'));
  return steps;
}

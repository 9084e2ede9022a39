/**
 * What a seat may see: the whole table, with every card it may not see replaced by -1
 * (deck orders, other Heroes' Events and Lair card, Secrets it has not seen, cards in
 * another seat's prompt). "Only Event Cards and Lair Cards are kept secret when drawn by
 * a player"; Secrets are seen by whoever looks at them.
 */
import { copyJson, redactLog, type LogLine, type Viewer } from '../../engine';
import { teamSeatMask } from './modes';
import { NO_LOG, type TouchState } from './state';

export const HIDDEN = -1;

export interface TouchView extends Omit<TouchState, 'rng' | 'log'> {
  viewer: Viewer;
  log: LogLine[];
}

const sees = (viewer: Viewer, seat: number): boolean => viewer !== 'spectator' && viewer === seat;

export function view(state: TouchState, viewer: Viewer): TouchView {
  // The log is not copied: its lines are only read, into new lines, by redactLog.
  const { rng: _rng, log: _log, ...table } = copyJson({ ...state, log: NO_LOG });
  for (const deck of Object.values(table.decks)) deck.draw = deck.draw.map(() => HIDDEN);
  table.heroes.forEach((hero, i) => {
    if (!sees(viewer, hero.seat)) hero.events = hero.events.map(() => HIDDEN);
    // A team's Lair card is known to the whole team.
    if (hero.lair !== null && !hero.lairRevealed && !onTeam(state, i, viewer)) hero.lair = HIDDEN;
  });
  for (const elder of table.elders)
    for (const slot of elder.secrets)
      if (!slot.faceUp && !(viewer !== 'spectator' && slot.seenBy & (1 << viewer))) slot.card = HIDDEN;
  const prompt = table.prompt;
  if (prompt?.kind === 'keep' && !sees(viewer, table.heroes[prompt.hero]!.seat))
    prompt.cards = prompt.cards.map(() => HIDDEN);
  if (prompt?.kind === 'lair-keep' && !onTeam(state, prompt.hero, viewer))
    prompt.cards = prompt.cards.map(() => HIDDEN);
  return { ...table, viewer, log: redactLog(state.log, viewer) };
}

function onTeam(state: TouchState, hero: number, viewer: Viewer): boolean {
  return viewer !== 'spectator' && (teamSeatMask(state, hero) & (1 << viewer)) !== 0;
}

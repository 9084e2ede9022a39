/**
 * What happened at the Manor while a player waited, from two of their views: the round's reveal
 * (rulebook, "Reveal"), madness gained and lost by each player (the maddest are devoured at the
 * end), the Clocks coming out of the Manor deck, the elder gods' awakening tokens, and relics taken
 * from the player's cache.
 */
import { linesSince, plural, type LogLine, type RecapItem, type Seat } from '../../engine';
import { AWAKEN_AT, CLOCK_IDS, godDef } from './content';
import type { ManorView } from './types';

/** "Revealed: Player 1 Inspect, Player 2 Study." with the round it came in, read from the new lines. */
function revealItems(before: ManorView, lines: readonly LogLine[]): RecapItem[] {
  let round = before.round;
  const items: RecapItem[] = [];
  for (const { text } of lines) {
    const started = /^Round (\d+)\.$/.exec(text);
    if (started) round = Number(started[1]);
    else if (text.startsWith('Revealed: '))
      items.push({ text: `Round ${round} reveal: ${text.slice('Revealed: '.length)}`, place: 'reveal' });
  }
  return items;
}

function madnessItems(before: ManorView, after: ManorView, seat: Seat): RecapItem[] {
  const items: RecapItem[] = [];
  after.players.forEach((player, i) => {
    const was = before.players[i];
    if (!was || was.madness === player.madness) return;
    const you = player.index === seat;
    const gained = player.madness > was.madness;
    items.push({
      text: `${you ? 'Your' : `${player.name}’s`} madness went from ${was.madness} to ${player.madness}${player.devoured && !was.devoured ? ', and they were devoured' : ''}.`,
      place: `player:${player.index}`,
      tone: you ? (gained ? 'bad' : 'good') : 'neutral',
    });
  });
  const maddest = (v: ManorView) => {
    const most = Math.max(...v.players.map((p) => p.madness));
    return most > 0 ? v.players.filter((p) => p.madness === most).map((p) => p.index) : [];
  };
  const now = maddest(after);
  if (now.includes(seat) && !maddest(before).includes(seat))
    items.push({ text: 'You are now the maddest at the table.', place: `player:${seat}`, tone: 'bad' });
  return items;
}

function clockItems(before: ManorView, after: ManorView): RecapItem[] {
  if (after.clocksOut <= before.clocksOut) return [];
  const left = CLOCK_IDS.length - after.clocksOut;
  const text =
    left > 0
      ? `${plural(after.clocksOut - before.clocksOut, 'Clock')} came out of the Manor deck: the next one ends the game.`
      : 'The last Clock came out of the Manor deck: the game ends.';
  return [{ text, place: 'clocks', tone: 'bad' }];
}

function godItems(before: ManorView, after: ManorView): RecapItem[] {
  return after.gods.flatMap((god) => {
    const was = before.gods.find((g) => g.colour === god.colour);
    if (!was || was.tokens === god.tokens) return [];
    const name = `the ${god.colour} elder god (${godDef(god.face).name})`;
    const woke = god.tokens >= AWAKEN_AT && was.tokens < AWAKEN_AT;
    const text = woke
      ? `${name[0]!.toUpperCase()}${name.slice(1)} awakened (${god.tokens} of ${AWAKEN_AT}).`
      : `Awakening of ${name} went from ${was.tokens} to ${god.tokens} of ${AWAKEN_AT}.`;
    return [{ text, place: `god:${god.colour}`, tone: god.tokens > was.tokens ? 'bad' : 'good' } as RecapItem];
  });
}

function cacheItems(before: ManorView, after: ManorView, seat: Seat): RecapItem[] {
  const was = before.players.find((p) => p.index === seat);
  const now = after.players.find((p) => p.index === seat);
  if (!was || !now || now.cache.length >= was.cache.length) return [];
  const lost = was.cache.length - now.cache.length;
  return [
    {
      text: `${plural(lost, 'relic')} left your cache (${now.cache.length} now).`,
      place: `player:${seat}`,
      tone: 'bad',
    },
  ];
}

export function manorRecap(before: ManorView, after: ManorView, seat: Seat): RecapItem[] {
  return [
    ...revealItems(before, linesSince(before, after)),
    ...madnessItems(before, after, seat),
    ...godItems(before, after),
    ...clockItems(before, after),
    ...cacheItems(before, after, seat),
  ];
}

/**
 * Draws the home screen's game covers: typographic and geometric SVG, our own, from each
 * game's palette (styles/tokens/games.css). Deterministic (a seeded generator), so running it
 * again gives the same files. Writes src/renderer/src/assets/art/covers/<game>.svg.
 *
 *   npx tsx scripts/art/covers.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '../../src/renderer/src/assets/art/covers');
const W = 320;
const H = 110;
const SERIF = "Georgia, 'Palatino Linotype', serif";

/** Mulberry32: a small seeded generator, so stars and windows fall the same way on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

function svg(title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>\n`
  );
}

function monogram(text: string, x: number, fill: string, opacity: number): string {
  return `<text x="${x}" y="${H - 14}" font-family="${SERIF}" font-size="96" font-weight="700" fill="${fill}" fill-opacity="${opacity}">${text}</text>`;
}

function stars(rand: () => number, count: number, maxY: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * maxY)}" r="${r1(0.4 + rand() * 0.9)}"/>`;
  }
  return `<g fill="${fill}" fill-opacity=".7">${out}</g>`;
}

/** A Touch of Evil: rooftops of a foggy town at night, one lantern lit. */
function touch(): string {
  const rand = seeded(11);
  let roofs = `M0 ${H}`;
  let windows = '';
  for (let x = 0; x < W;) {
    const w = 22 + rand() * 26;
    const wall = 62 + rand() * 22;
    const peak = wall - 10 - rand() * 14;
    roofs += ` L${r1(x)} ${r1(wall)} L${r1(x + w / 2)} ${r1(peak)} L${r1(x + w)} ${r1(wall)}`;
    if (rand() < 0.55) windows += `<rect x="${r1(x + w / 2 - 3)}" y="${r1(wall + 8)}" width="6" height="7"/>`;
    x += w;
  }
  roofs += ` L${W} ${H} Z`;
  const defs =
    '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2019"/><stop offset="1" stop-color="#2f4d40"/></linearGradient>' +
    '<radialGradient id="l" cx=".78" cy=".42" r=".4"><stop offset="0" stop-color="#f2b248" stop-opacity=".75"/><stop offset="1" stop-color="#f2b248" stop-opacity="0"/></radialGradient>';
  return svg(
    'A Touch of Evil',
    defs,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>${stars(rand, 40, 60, '#dfe9e2')}` +
      `<rect width="${W}" height="${H}" fill="url(#l)"/>` +
      monogram('T', 18, '#dfe9e2', 0.14) +
      `<path d="${roofs}" fill="#0b1612"/><g fill="#f2b248">${windows}</g>` +
      `<circle cx="250" cy="46" r="4" fill="#ffe2a3"/>` +
      `<g fill="#dfe9e2" fill-opacity=".09"><ellipse cx="80" cy="88" rx="120" ry="9"/><ellipse cx="240" cy="98" rx="140" ry="8"/></g>`,
  );
}

/** All Manor of Evil: a gabled manor in brass lines on plum, under a thin moon. */
function manor(): string {
  const rand = seeded(23);
  const brass = '#d9b36c';
  let windows = '';
  for (const x of [118, 138, 172, 192]) {
    for (const y of [62, 80])
      windows += `<rect x="${x}" y="${y}" width="9" height="11" fill-opacity="${r1(0.3 + rand() * 0.7)}"/>`;
  }
  const defs =
    '<linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a0f29"/><stop offset="1" stop-color="#5d2358"/></linearGradient>';
  return svg(
    'All Manor of Evil',
    defs,
    `<rect width="${W}" height="${H}" fill="url(#p)"/>${stars(rand, 24, 50, '#f1e4ef')}` +
      monogram('M', 12, brass, 0.12) +
      `<g fill="none" stroke="${brass}" stroke-width="1.5">` +
      `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="3" stroke-opacity=".5"/>` +
      `<path d="M100 ${H - 6} V56 L160 22 L220 56 V${H - 6}"/><path d="M92 58 L160 18 L228 58"/>` +
      `<path d="M150 ${H - 6} V84 A10 10 0 0 1 170 84 V${H - 6}"/></g>` +
      `<g fill="${brass}">${windows}</g>` +
      `<path d="M262 20 A14 14 0 1 0 276 40 A11 11 0 1 1 262 20 Z" fill="#f1e4ef" fill-opacity=".85"/>`,
  );
}

/** EverZone: nine locations on a steel plate, three of them burning. */
function everzone(): string {
  const rand = seeded(37);
  let cells = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 168 + col * 46;
      const y = 10 + row * 32;
      const hot = (row * 3 + col) % 4 === 1;
      cells += `<rect x="${x}" y="${y}" width="40" height="26" rx="4" fill="${hot ? 'url(#e)' : '#3b4756'}" stroke="#9fb0c2" stroke-opacity=".6"/>`;
    }
  }
  let sparks = '';
  for (let i = 0; i < 18; i++)
    sparks += `<circle cx="${r1(150 + rand() * 170)}" cy="${r1(rand() * H)}" r="${r1(0.6 + rand() * 1.2)}"/>`;
  const defs =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1b232d"/><stop offset="1" stop-color="#3c4a5a"/></linearGradient>' +
    '<radialGradient id="e"><stop offset="0" stop-color="#ffb36b"/><stop offset="1" stop-color="#b03e12"/></radialGradient>';
  return svg(
    'EverZone',
    defs,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
      `<g stroke="#9fb0c2" stroke-opacity=".12" stroke-width="6"><path d="M-20 ${H} L90 0"/><path d="M20 ${H} L130 0"/></g>` +
      monogram('EZ', 14, '#dfe6ee', 0.16) +
      cells +
      `<g fill="#ff9a66" fill-opacity=".8">${sparks}</g>`,
  );
}

/** The Girl vs. the Evil Queen: a crown of rose points, ringed by thorns, on black. */
function queen(): string {
  const rand = seeded(41);
  const rose = '#e0608a';
  let thorns = 'M0 92';
  for (let x = 0; x <= W; x += 16) thorns += ` Q${x + 8} ${r1(82 + rand() * 20)} ${x + 16} ${r1(90 + rand() * 6)}`;
  let spikes = '';
  for (let x = 8; x < W; x += 16) {
    const up = rand() < 0.5;
    spikes += `<path d="M${x} ${up ? 88 : 94} l3 ${up ? -7 : 7} l3 ${up ? 7 : -7} Z"/>`;
  }
  const defs =
    '<radialGradient id="q" cx=".55" cy=".35" r=".7"><stop offset="0" stop-color="#5a1a2f"/><stop offset="1" stop-color="#120c0e"/></radialGradient>';
  return svg(
    'The Girl vs. the Evil Queen',
    defs,
    `<rect width="${W}" height="${H}" fill="url(#q)"/>` +
      monogram('Q', 16, rose, 0.16) +
      `<g transform="translate(160 14)"><path d="M-44 52 L-44 14 L-26 32 L-12 4 L0 26 L12 4 L26 32 L44 14 L44 52 Z" fill="${rose}"/>` +
      `<rect x="-44" y="52" width="88" height="8" fill="#a8294f"/><g fill="#120c0e"><circle cx="-22" cy="44" r="3"/><circle cx="0" cy="42" r="4"/><circle cx="22" cy="44" r="3"/></g></g>` +
      `<path d="${thorns}" fill="none" stroke="#2a1a1f" stroke-width="3"/><g fill="#2a1a1f">${spikes}</g>`,
  );
}

/** Evy: a storybook hex map, a dotted way across it, and the goal star. */
function evy(): string {
  const size = 14;
  const hex = (cx: number, cy: number): string => {
    const points = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return `${r1(cx + size * Math.cos(a))},${r1(cy + size * Math.sin(a))}`;
    });
    return `<polygon points="${points.join(' ')}"/>`;
  };
  let tiles = '';
  const dx = size * Math.sqrt(3);
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) tiles += hex(150 + col * dx + (row % 2) * (dx / 2), 10 + row * size * 1.5);
  }
  const defs =
    '<linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4545"/><stop offset="1" stop-color="#1f7a74"/></linearGradient>';
  return svg(
    'Evy against Everything',
    defs,
    `<rect width="${W}" height="${H}" fill="url(#t)"/>` +
      monogram('E', 18, '#dcf1ef', 0.16) +
      `<g fill="#dcf1ef" fill-opacity=".06" stroke="#dcf1ef" stroke-opacity=".35">${tiles}</g>` +
      `<path d="M162 82 Q200 40 236 64 T304 24" fill="none" stroke="#f6e7b0" stroke-width="2.5" stroke-dasharray="1 6" stroke-linecap="round"/>` +
      `<circle cx="162" cy="82" r="5" fill="#f6e7b0"/><circle cx="262" cy="78" r="5" fill="#e0604f"/>` +
      `<path d="M304 14 l3 7 7 1 -5 5 1 7 -6 -3 -6 3 1 -7 -5 -5 7 -1 Z" fill="#f6e7b0"/>`,
  );
}

const COVERS: Record<string, () => string> = { touch, manor, everzone, queen, evy };
for (const [game, draw] of Object.entries(COVERS)) {
  const path = join(OUT, `${game}.svg`);
  writeFileSync(path, draw());
  console.log(path);
}

/** Log redaction (src/engine/log.ts). */
import { describe, expect, it } from 'vitest';
import { redactLog, type LogEntry } from '../../src/engine';

const LOG: LogEntry[] = [
  { text: 'A new game.' },
  { seat: 0, text: 'The Girl draws a card.', secret: { seats: [0, 1], text: 'The Girl draws Fireflies.' } },
  { seat: 2, text: 'The Evil Queen shuffles.' },
];

describe('engine log', () => {
  it('seats listed in a secret read the secret text; others read the public text', () => {
    expect(redactLog(LOG, 1)[1]).toEqual({ seat: 0, text: 'The Girl draws Fireflies.' });
    expect(redactLog(LOG, 2)[1]).toEqual({ seat: 0, text: 'The Girl draws a card.' });
  });

  it('a spectator reads only public text', () => {
    expect(redactLog(LOG, 'spectator').map((l) => l.text)).toEqual([
      'A new game.',
      'The Girl draws a card.',
      'The Evil Queen shuffles.',
    ]);
  });

  it('keeps order and seats, never leaks the secret field, and leaves the log unchanged', () => {
    const before = JSON.stringify(LOG);
    const lines = redactLog(LOG, 0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ text: 'A new game.' });
    expect(lines[2]).toEqual({ seat: 2, text: 'The Evil Queen shuffles.' });
    expect(JSON.stringify(redactLog(LOG, 2))).not.toContain('secret');
    expect(JSON.stringify(redactLog(LOG, 2))).not.toContain('Fireflies');
    expect(JSON.stringify(LOG)).toBe(before);
  });
});

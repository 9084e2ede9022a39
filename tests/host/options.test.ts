import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, OptionsError, parseHostOptions } from '../../src/host/options';
import { newSessionToken, tokensMatch } from '../../src/host/session-token';

const HOME = '/home/ada';

describe('parseHostOptions', () => {
  it('has sensible defaults', () => {
    expect(parseHostOptions([], {}, 'linux', HOME)).toEqual({
      port: 5199,
      dataDir: '/home/ada/.local/share/boardwright',
      aiDelayMs: 400,
      workers: undefined,
      newToken: false,
      help: false,
    });
  });

  it('reads --new-token, which takes no value', () => {
    expect(parseHostOptions(['--new-token'], {}, 'linux', HOME).newToken).toBe(true);
    expect(() => parseHostOptions(['--new-token=yes'], {}, 'linux', HOME)).toThrow(/takes no value/);
  });

  it('reads --port, --data-dir and --workers in both spellings', () => {
    const opts = parseHostOptions(['--port', '0', '--data-dir=/tmp/bw', '--workers', '3'], {}, 'linux', HOME);
    expect(opts).toMatchObject({ port: 0, dataDir: '/tmp/bw', workers: 3 });
    expect(parseHostOptions(['--port=8080'], {}, 'linux', HOME).port).toBe(8080);
  });

  it('resolves a relative data dir against the working directory', () => {
    expect(parseHostOptions(['--data-dir', 'data'], {}, 'linux', HOME).dataDir).toBe(resolve('data'));
  });

  it('takes the data dir from BOARDWRIGHT_DATA_DIR, but the flag wins', () => {
    const env = { BOARDWRIGHT_DATA_DIR: '/srv/bw' };
    expect(parseHostOptions([], env, 'linux', HOME).dataDir).toBe('/srv/bw');
    expect(parseHostOptions(['--data-dir', '/opt/x'], env, 'linux', HOME).dataDir).toBe('/opt/x');
  });

  it('reads the AI pace from BOARDWRIGHT_AI_DELAY_MS', () => {
    expect(parseHostOptions([], { BOARDWRIGHT_AI_DELAY_MS: '0' }, 'linux', HOME).aiDelayMs).toBe(0);
    expect(parseHostOptions([], { BOARDWRIGHT_AI_DELAY_MS: '1500' }, 'linux', HOME).aiDelayMs).toBe(1500);
  });

  it.each([
    [['--port', 'abc'], /Invalid --port "abc"/],
    [['--port', '70000'], /from 0 to 65535/],
    [['--port', '-1'], /Invalid --port "-1"/],
    [['--port'], /--port needs a value/],
    [['--workers', '0'], /Invalid --workers "0"/],
    [['--data-dir', ''], /--data-dir needs a folder/],
    [['--verbose'], /Unknown option "--verbose"/],
    [['extra'], /Unknown option "extra"/],
  ])('explains the mistake in %j', (argv, message) => {
    expect(() => parseHostOptions(argv, {}, 'linux', HOME)).toThrow(OptionsError);
    expect(() => parseHostOptions(argv, {}, 'linux', HOME)).toThrow(message);
  });

  it('explains a bad BOARDWRIGHT_AI_DELAY_MS', () => {
    expect(() => parseHostOptions([], { BOARDWRIGHT_AI_DELAY_MS: 'fast' }, 'linux', HOME)).toThrow(
      /BOARDWRIGHT_AI_DELAY_MS "fast"/,
    );
  });

  it('recognises --help', () => {
    expect(parseHostOptions(['--help'], {}, 'linux', HOME).help).toBe(true);
  });
});

describe('defaultDataDir', () => {
  it('follows each OS convention', () => {
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/x/data' }, HOME)).toBe('/x/data/boardwright');
    expect(defaultDataDir('linux', {}, HOME)).toBe('/home/ada/.local/share/boardwright');
    expect(defaultDataDir('darwin', {}, HOME)).toBe('/home/ada/Library/Application Support/Boardwright');
    expect(defaultDataDir('win32', { APPDATA: '/appdata' }, HOME)).toBe('/appdata/Boardwright');
  });
});

describe('session token', () => {
  it('is 32 random bytes, different each time', () => {
    const a = newSessionToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(a);
  });

  it('matches only itself', () => {
    const token = newSessionToken();
    expect(tokensMatch(token, token)).toBe(true);
    expect(tokensMatch(token, token.slice(1))).toBe(false);
    expect(tokensMatch(token, token + 'x')).toBe(false);
    expect(tokensMatch(token, '')).toBe(false);
    expect(tokensMatch(token, null)).toBe(false);
    expect(tokensMatch(token, undefined)).toBe(false);
  });
});

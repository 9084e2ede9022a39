/**
 * Whole games keep their exact course: the final state hash of seeded playouts of
 * every adventure (`recorded-playouts.ts`) against hashes recorded from these rules.
 * A faster engine must give the same games, so a difference here means a rule, a
 * random draw or the order of the legal actions changed; if that was meant, record
 * the table again (print `playoutHash` of every case) and say why in the commit.
 */
import { describe, expect, it } from 'vitest';
import { playoutCases, playoutHash } from './recorded-playouts';

const RECORDED: Record<string, string> = {
  'evys-room ask random': '85bfa8fd38cad871',
  'evys-room ask rollout': '573abefc61fdb795',
  'evys-room ask harder-D random': 'e8e06242f82e0cac',
  'evys-room ask harder-D rollout': 'e02087c7bf92dc6c',
  'evys-room auto random': '11c541f3cdac5722',
  'evys-room auto rollout': '5e6b68b4c7bd0cd7',
  'evys-room auto harder-D random': '1a158861b59b1eb2',
  'evys-room auto harder-D rollout': '7386c06170af3258',
  'upstairs-hall ask random': '113960f7b029f9bb',
  'upstairs-hall ask rollout': '5a23fb0362cc4a64',
  'upstairs-hall ask harder-D random': '0d15f63144eb4de1',
  'upstairs-hall ask harder-D rollout': 'd9b8c6af0481966b',
  'upstairs-hall auto random': 'deea0697bc88cd9f',
  'upstairs-hall auto rollout': 'b1d380e88a3c59e0',
  'upstairs-hall auto harder-D random': '348a014997200edd',
  'upstairs-hall auto harder-D rollout': 'aba3a67faf815c3a',
  'downstairs ask random': '18d8a3cc80d4dd8c',
  'downstairs ask rollout': 'f505db3829cd5c66',
  'downstairs ask harder-D random': '6e12cd6e94613716',
  'downstairs ask harder-D rollout': '7d0fc518d0d1b9b3',
  'downstairs auto random': 'ff7ac1a6f393b5e1',
  'downstairs auto rollout': '4458d24fa52267ee',
  'downstairs auto harder-D random': 'eddd4f1e5309bc78',
  'downstairs auto harder-D rollout': '348c128bad93fa95',
  'street ask random': 'b9b628b2c7d5e9f2',
  'street ask rollout': 'b569fd1cc9d817ea',
  'street ask harder-D random': '83c262ed84958270',
  'street ask harder-D rollout': '549763f9158e6322',
  'street auto random': 'dfd839ab013cb704',
  'street auto rollout': '702d4f53e3094c8e',
  'street auto harder-D random': 'c70b052a4ecb674c',
  'street auto harder-D rollout': '3777af2e20e5ae51',
  'parking-lot ask random': '6ff5cad3332718f5',
  'parking-lot ask rollout': '0b8ef3360f6d9994',
  'parking-lot ask harder-D random': 'e81db968c58753e9',
  'parking-lot ask harder-D rollout': '6627ca8b2d8bcbf4',
  'parking-lot auto random': '7b1f28d902f5b917',
  'parking-lot auto rollout': 'c316f1be124160e2',
  'parking-lot auto harder-D random': '9e1d6c5438831963',
  'parking-lot auto harder-D rollout': '6676cec5497b675d',
  'supermarket ask random': 'e33db8bb0a6f2336',
  'supermarket ask rollout': '635e89090556a83e',
  'supermarket ask harder-D random': '33bf94cb8ba58e2a',
  'supermarket ask harder-D rollout': '28c0fe5a39479b65',
  'supermarket auto random': 'cdbbb94819cae70d',
  'supermarket auto rollout': 'e39e7db10df38810',
  'supermarket auto harder-D random': '9a3118aabe8a0093',
  'supermarket auto harder-D rollout': '797d09e91f3fec6a',
  'grandparents ask random': '625919bf8a0e2d6a',
  'grandparents ask rollout': '9df8c786a699c3ba',
  'grandparents ask harder-D random': 'cd1e1467ffa8cc39',
  'grandparents ask harder-D rollout': '21bf8dee74c46d84',
  'grandparents auto random': 'ab99b51856972684',
  'grandparents auto rollout': '589c730078c99911',
  'grandparents auto harder-D random': 'c254ccab325b80eb',
  'grandparents auto harder-D rollout': '84ef69e6c8768b76',
  'elevator ask random': '6e68a5ca6125af3a',
  'elevator ask rollout': 'ec943b69a3f1a709',
  'elevator ask harder-D random': '44e16206ae76bf3e',
  'elevator ask harder-D rollout': 'a2ec178b3eb2f4d1',
  'elevator auto random': '4befbef5d3294ede',
  'elevator auto rollout': '8211e6c5e0b00c14',
  'elevator auto harder-D random': 'bed97d83f28360c2',
  'elevator auto harder-D rollout': 'c5700ca10a5a2092',
  'library ask random': '94c3cb6e1ec7adc4',
  'library ask rollout': 'bd397cb5e4b4a990',
  'library ask harder-D random': '3a5013c5dc817c9e',
  'library ask harder-D rollout': 'e058c18527757269',
  'library auto random': '21bc2ec6008bdaef',
  'library auto rollout': 'b94710a0067bb9c8',
  'library auto harder-D random': '1b28e538a9f4d8f9',
  'library auto harder-D rollout': '3c9e74050521bf43',
  'park ask random': '5ef829ec696ef72d',
  'park ask rollout': 'eb8478473fe5033f',
  'park ask harder-D random': '77e37fb08702c946',
  'park ask harder-D rollout': '08d4a4778cbd53f3',
  'park auto random': '739c9f3dfa85cfff',
  'park auto rollout': '23ae602aa085b26c',
  'park auto harder-D random': '9913bc163ea4b129',
  'park auto harder-D rollout': '5e834ba04681c014',
  'dungeon ask random': 'b9550ae04ecf0b00',
  'dungeon ask rollout': 'b9b67d70dc65158a',
  'dungeon ask harder-D random': '0bc90fb3e027a8ad',
  'dungeon ask harder-D rollout': '7a62bab8b7ba876b',
  'dungeon auto random': '4c175efd081133c2',
  'dungeon auto rollout': 'b448e07f0c821e65',
  'dungeon auto harder-D random': 'ea12ac1ce5db4ad0',
  'dungeon auto harder-D rollout': '4be96b969a5ff35f',
  'castle ask random': '2348c53914dc9d67',
  'castle ask rollout': 'b5d67fb6c19645e5',
  'castle ask harder-D random': '1161f7a697e880d7',
  'castle ask harder-D rollout': 'c99bed1d0c184ab7',
  'castle auto random': '4589b1cc7990079d',
  'castle auto rollout': '7432bd63697f1a4b',
  'castle auto harder-D random': 'bfb873fd1598acd3',
  'castle auto harder-D rollout': 'e88cf67e813f37f8',
  'tower ask random': '99a18f132d63f2f9',
  'tower ask rollout': '13a37e20cc9e374d',
  'tower ask harder-D random': 'da0ca8178cfee3bd',
  'tower ask harder-D rollout': '1e93aec34f8e7454',
  'tower auto random': 'd562608b831f13de',
  'tower auto rollout': 'd0b807d172614cf2',
  'tower auto harder-D random': '3805a39dbcf9ab29',
  'tower auto harder-D rollout': 'ee09acbd3ffcc6a4',
};

describe('recorded playouts', () => {
  it('lists a recorded hash for every case and no other', () => {
    expect(Object.keys(RECORDED).sort()).toEqual(
      playoutCases()
        .map((c) => c.name)
        .sort(),
    );
  });

  for (const c of playoutCases()) {
    it(`${c.name}: ends in the recorded state`, () => {
      expect(playoutHash(c)).toBe(RECORDED[c.name]);
    });
  }
});

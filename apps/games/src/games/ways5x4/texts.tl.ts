import type { WaysTexts } from './texts';

/** Jade Tiger in Filipino. */
export const tl: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: 'Tigre',
    PANDA: 'Panda',
    CRANE: 'Tagak',
    BAMBOO: 'Kawayan',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} sa {reels} na reel, {ways}, nagbabayad ng {amount}',
  ways: { one: '{n} paraan', other: '{n} na paraan' },
  howToPlay:
    'Limang reel, apat na hanay, 1,024 na paraan. Nagbabayad ang simbolo kapag lumabas ito kahit saan sa reel 1, 2 at 3 (at tuloy sa reel 4 at 5 para sa mas malaki), isang beses sa bawat paraan: ang dami ng beses na lumabas ito sa bawat isa sa mga reel na iyon, pinagmultiply.',
  coins:
    'Ang kabuuang taya ay 20 coin, kaya ang isang coin ay ang kabuuang taya na hinati sa 20; binabayaran ang mga panalo sa coin bawat paraan.',
  limits: 'Kabuuang taya mula {min} hanggang {max}, sa mga hakbang na {step}.',
  paytableTitle: 'Paytable',
  paytableNote: 'Coin bawat paraan, para sa simbolo sa 3, 4 o 5 reel mula sa kaliwa.',
  symbol: 'Simbolo',
  reelsFromLeft: '{n} na reel',
  rulesNotes: [
    'Sa reel 2, 3 at 4 lang lumalabas ang WILD at pumapalit ito sa bawat simbolo.',
    'Humihinto ang sunod-sunod sa unang reel na hindi nagpapakita ng simbolo o ng wild; ang mga simbolo lang sa reel 1 ang maaaring magbayad.',
    'Binabayaran ang bawat nananalong simbolo; pinagsasama ang kanilang mga panalo. Walang scatter at walang bonus feature: isang ikot ang isang round.',
  ],
  example:
    'Halimbawa: tigre nang dalawang beses sa reel 1, isang beses sa reel 2 at isang beses sa reel 3, at wala sa reel 4, ay 2 × 1 × 1 = 2 paraan ng 3 tigre: 2 × 10 = 20 coin, bumalik ang buong taya.',
  reelsTitle: 'Mga reel',
  reel: 'Reel {n}',
  stops: 'Mga hintuan',
  fairness:
    'Ang mga hintuan ay galing sa napapatunayang patas na stream ng round: HMAC-SHA256 na naka-key sa server seed sa “clientSeed:nonce:0”. Binabasa nang sunod-sunod ang limang big-endian na 32-bit na numerong x, isa bawat reel simula sa reel 1, at ang hintuan ay x mod ang haba ng reel (30 o 32); itinatapon ang value sa may-kiling na itaas na bahagi ng saklaw at ginagamit ang susunod na numero, kaya eksaktong pantay ang tsansa ng bawat hintuan.',
};

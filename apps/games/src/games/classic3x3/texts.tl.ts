import type { ClassicTexts } from './texts';

/** Classic Sevens in Filipino. */
export const tl: ClassicTexts = {
  symbols: {
    SEVEN: 'Pito',
    TRIPLE_BAR: 'Triple BAR',
    DOUBLE_BAR: 'Double BAR',
    BAR: 'BAR',
    CHERRY: 'Cherry',
    BLANK: 'Blangko',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: 'Triple BAR ×3',
    threeDoubleBars: 'Double BAR ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: 'Kahit anong tatlong BAR (halo-halo)',
    threeCherries: 'Cherry Cherry Cherry',
    twoCherries: 'Cherry Cherry sa reel 1 at 2',
    oneCherry: 'Cherry sa reel 1',
  },
  lineWin: 'Linya {line}: nagbabayad ang {combination} ng {amount}',
  howToPlay:
    'Tatlong reel, tatlong hanay, limang payline. Nilalaro ang limang linya sa bawat ikot: ang kabuuang taya ay 5 × ang taya bawat linya.',
  paylinesTitle: 'Mga payline',
  paylines: [
    'Linya 1: gitnang hanay',
    'Linya 2: itaas na hanay',
    'Linya 3: ibabang hanay',
    'Linya 4: itaas, gitna, ibaba (pababang diagonal)',
    'Linya 5: ibaba, gitna, itaas (pataas na diagonal)',
  ],
  paytableTitle: 'Paytable',
  combination: 'Kombinasyon sa isang linya',
  pays: 'Bayad',
  paysNote: 'Ang mga panalo ay multiple ng taya bawat linya.',
  rulesNotes: [
    'Ang pinakamataas na panalo lang ang binabayaran ng bawat linya; pinagsasama ang mga panalo sa iba’t ibang linya.',
    'Binibilang ang cherry mula sa kaliwa: walang bayad ang cherry sa reel 2 o 3 kung walang cherry sa reel 1.',
    'Walang bayad ang blangko.',
    'Pinakamalaking panalo sa isang ikot: 320 × ang taya bawat linya (64 × ang kabuuang taya).',
  ],
  reelsTitle: 'Mga reel',
  reelsNote: 'May 40 hintuan ang bawat reel: 20 simbolo, bawat isa ay sinusundan ng isang blangko.',
  symbol: 'Simbolo',
  reel: 'Reel {n}',
  limits: 'Kabuuang taya mula {min} hanggang {max}.',
  fairness:
    'Ang mga hintuan ay galing sa napapatunayang patas na stream ng round: HMAC-SHA256 na naka-key sa server seed sa “clientSeed:nonce:0”. Ang mga byte 0–3, 4–7 at 8–11, bawat isa ay binabasa bilang big-endian na 32-bit na numerong x, ang nagbibigay ng hintuan ng reel 1, 2 at 3 bilang x mod 40. Itinatapon ang value na 4,294,967,280 pataas at ginagamit ang susunod na apat na byte, kaya eksaktong pantay ang tsansa ng bawat hintuan.',
};

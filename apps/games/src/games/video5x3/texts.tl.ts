import type { VideoTexts } from './texts';

/** Lucky Lanterns in Filipino. */
export const tl: VideoTexts = {
  symbols: {
    WILD: 'Gintong WILD',
    LANTERN: 'Parol',
    DRAGON: 'Dragon',
    KOI: 'Koi',
    INGOT: 'Gold bar',
    FAN: 'Pamaypay',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: 'Linya {line}: nagbabayad ang {count} × {symbol} ng {amount}',
  scatterWin: 'Nagbabayad ang {count} na parol ng {amount}',
  freeSpinsWon: '{count} na free spin!',
  freeSpin: 'Free spin {index} sa {total} · panalo ×{multiplier}',
  howToPlay:
    'Limang reel, tatlong hanay, 20 payline. Nilalaro ang lahat ng 20 linya sa bawat ikot: ang kabuuang taya ay 20 × ang taya bawat linya, kaya eksaktong nababayaran ang bawat panalo.',
  paylinesTitle: 'Mga payline',
  paylinesNote:
    'Binabasa ang mga linya mula reel 1 (kaliwa) hanggang reel 5 (kanan), isang posisyon sa bawat reel.',
  line: 'Linya',
  rows: ['itaas', 'gitna', 'ibaba'],
  paytableTitle: 'Paytable',
  paytableNote:
    'Ang mga panalo sa linya ay multiple ng taya bawat linya, para sa 3, 4 o 5 magkakaparehong simbolo sa isang linya, simula sa reel 1 at sa magkakatabing reel.',
  symbol: 'Simbolo',
  inARow: '{n} na sunod-sunod',
  rulesNotes: [
    'Pumapalit ang WILD sa bawat simbolo maliban sa parol, at nagbabayad din ito nang mag-isa.',
    'Ang pinakamataas na panalo lang ang binabayaran ng bawat linya: ang linyang nagsisimula sa mga wild ay nagbabayad alinman sa mga wild nang mag-isa o sa unang ibang simbolo na binibilang ang mga wild bilang iyon, kung alin ang mas malaki.',
    'Pinagsasama ang mga panalo sa iba’t ibang linya, at idinadagdag ang mga panalo sa parol sa mga panalo sa linya.',
  ],
  lanternsTitle: 'Mga parol at free spin',
  lanternsNote:
    'Scatter ang parol: nagbabayad ito saan man ito lumabas, nasa linya man o hindi, bilang multiple ng kabuuang taya.',
  lanterns: 'Mga parol kahit saan',
  paysTotal: 'Bayad (× kabuuang taya)',
  and: 'At',
  freeSpins: '{n} na free spin',
  freeSpinRules: [
    'Agad na nilalaro ang mga free spin, sa taya ng ikot na nanalo ng mga ito, sa parehong mga reel at linya, at walang bayad. Tini-triple ang bawat panalo sa free spin, kasama ang mga parol.',
    'Ang tatlo o higit pang parol sa isang free spin ay nananalo ng 10 pang free spin, walang limitasyon: tuloy ang mga free spin hanggang maubos.',
    'Ang mga free spin ay pag-aari ng bayad na ikot na nanalo ng mga ito: binabayaran ang panalo ng round bilang isang halaga kapag natapos ang round.',
  ],
  reelsTitle: 'Mga reel',
  reelsNote: 'Hanggang isang parol lang ang ipinapakita ng bawat reel.',
  reel: 'Reel {n}',
  stops: 'Mga hintuan',
  limits: 'Kabuuang taya mula {min} hanggang {max}, sa mga hakbang na {step}.',
  fairness:
    'Ang mga hintuan ay galing sa napapatunayang patas na stream ng round: HMAC-SHA256 na naka-key sa server seed sa “clientSeed:nonce:0”, itinutuloy sa “clientSeed:nonce:1”, “:2”, … kapag kailangan ng mas maraming byte. Binabasa ng bawat ikot ang susunod na limang big-endian na 32-bit na numerong x, isa bawat reel: ang hintuan ay x mod ang haba ng reel (28, 30, 30, 31, 30); itinatapon ang value sa may-kiling na itaas na bahagi ng saklaw at ginagamit ang susunod na numero. Unang nagbabasa ang bayad na ikot; itinutuloy ng bawat free spin ang parehong stream.',
};

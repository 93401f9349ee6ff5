import type { VideoTexts } from './texts';

/** Lucky Lanterns in Malay. */
export const ms: VideoTexts = {
  symbols: {
    WILD: 'WILD Emas',
    LANTERN: 'Tanglung',
    DRAGON: 'Naga',
    KOI: 'Koi',
    INGOT: 'Jongkong emas',
    FAN: 'Kipas',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: 'Garisan {line}: {count} × {symbol} membayar {amount}',
  scatterWin: '{count} tanglung membayar {amount}',
  freeSpinsWon: '{count} putaran percuma!',
  freeSpin: 'Putaran percuma {index} daripada {total} · kemenangan ×{multiplier}',
  howToPlay:
    'Lima gelendong, tiga baris, 20 garisan bayaran. Kesemua 20 garisan dimainkan pada setiap putaran: jumlah pertaruhan ialah 20 × pertaruhan setiap garisan, jadi setiap kemenangan dibayar dengan tepat.',
  paylinesTitle: 'Garisan bayaran',
  paylinesNote:
    'Garisan dibaca dari gelendong 1 (kiri) ke gelendong 5 (kanan), satu kedudukan pada setiap gelendong.',
  line: 'Garisan',
  rows: ['atas', 'tengah', 'bawah'],
  paytableTitle: 'Jadual bayaran',
  paytableNote:
    'Kemenangan garisan ialah gandaan pertaruhan setiap garisan, bagi 3, 4 atau 5 simbol yang sama pada satu garisan, bermula pada gelendong 1 dan pada gelendong bersebelahan.',
  symbol: 'Simbol',
  inARow: '{n} berturut-turut',
  rulesNotes: [
    'WILD menggantikan setiap simbol kecuali tanglung, dan juga membayar dengan sendirinya.',
    'Setiap garisan hanya membayar kemenangan tertingginya: garisan yang bermula dengan wild membayar sama ada wild itu sendiri atau simbol lain yang pertama dengan wild dikira sebagai simbol itu, yang mana lebih tinggi.',
    'Kemenangan pada garisan berbeza dijumlahkan, dan kemenangan tanglung ditambah kepada kemenangan garisan.',
  ],
  lanternsTitle: 'Tanglung dan putaran percuma',
  lanternsNote:
    'Tanglung ialah scatter: ia membayar di mana sahaja ia muncul, pada garisan atau tidak, sebagai gandaan jumlah pertaruhan.',
  lanterns: 'Tanglung di mana-mana',
  paysTotal: 'Bayaran (× jumlah pertaruhan)',
  and: 'Dan',
  freeSpins: '{n} putaran percuma',
  freeSpinRules: [
    'Putaran percuma dimainkan serta-merta, pada pertaruhan putaran yang memenanginya, pada gelendong dan garisan yang sama, tanpa sebarang kos. Setiap kemenangan dalam putaran percuma digandakan tiga, termasuk tanglung.',
    'Tiga tanglung atau lebih dalam putaran percuma memenangi 10 putaran percuma lagi, tanpa had: putaran percuma berterusan sehingga habis.',
    'Putaran percuma milik putaran berbayar yang memenanginya: kemenangan pusingan dibayar sebagai satu jumlah apabila pusingan tamat.',
  ],
  reelsTitle: 'Gelendong',
  reelsNote: 'Setiap gelendong menunjukkan paling banyak satu tanglung.',
  reel: 'Gelendong {n}',
  stops: 'Hentian',
  limits: 'Jumlah pertaruhan dari {min} hingga {max}, dalam langkah {step}.',
  fairness:
    'Hentian datang daripada aliran pusingan yang boleh dibuktikan adil: HMAC-SHA256 dengan kunci server seed ke atas “clientSeed:nonce:0”, diteruskan ke atas “clientSeed:nonce:1”, “:2”, … apabila lebih banyak bait diperlukan. Setiap putaran membaca lima nombor 32-bit big-endian x seterusnya, satu bagi setiap gelendong: hentian ialah x mod panjang gelendong (28, 30, 30, 31, 30); nilai di bahagian atas julat yang berat sebelah dibuang dan nombor seterusnya digunakan. Putaran berbayar membaca dahulu; setiap putaran percuma meneruskan aliran yang sama.',
};

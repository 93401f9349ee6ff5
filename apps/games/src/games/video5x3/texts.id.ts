import type { VideoTexts } from './texts';

/** Lucky Lanterns in Indonesian. */
export const id: VideoTexts = {
  symbols: {
    WILD: 'WILD Emas',
    LANTERN: 'Lentera',
    DRAGON: 'Naga',
    KOI: 'Koi',
    INGOT: 'Batangan emas',
    FAN: 'Kipas',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: 'Garis {line}: {count} × {symbol} membayar {amount}',
  scatterWin: '{count} lentera membayar {amount}',
  freeSpinsWon: '{count} putaran gratis!',
  freeSpin: 'Putaran gratis {index} dari {total} · kemenangan ×{multiplier}',
  howToPlay:
    'Lima gulungan, tiga baris, 20 garis pembayaran. Ke-20 garis dimainkan di setiap putaran: total taruhan adalah 20 × taruhan per garis, sehingga setiap kemenangan dibayar dengan tepat.',
  paylinesTitle: 'Garis pembayaran',
  paylinesNote:
    'Garis dibaca dari gulungan 1 (kiri) ke gulungan 5 (kanan), satu posisi di setiap gulungan.',
  line: 'Garis',
  rows: ['atas', 'tengah', 'bawah'],
  paytableTitle: 'Tabel pembayaran',
  paytableNote:
    'Kemenangan garis adalah kelipatan taruhan per garis, untuk 3, 4 atau 5 simbol identik pada satu garis, dimulai dari gulungan 1 dan pada gulungan yang berdampingan.',
  symbol: 'Simbol',
  inARow: '{n} berturut-turut',
  rulesNotes: [
    'WILD menggantikan setiap simbol kecuali lentera, dan juga membayar sendiri.',
    'Setiap garis hanya membayar kemenangan tertingginya: garis yang diawali wild membayar wild itu sendiri atau simbol lain pertama dengan wild dihitung sebagai simbol itu, mana yang lebih besar.',
    'Kemenangan di garis berbeda dijumlahkan, dan kemenangan lentera ditambahkan ke kemenangan garis.',
  ],
  lanternsTitle: 'Lentera dan putaran gratis',
  lanternsNote:
    'Lentera adalah scatter: ia membayar di mana pun muncul, di garis atau tidak, sebagai kelipatan total taruhan.',
  lanterns: 'Lentera di mana saja',
  paysTotal: 'Membayar (× total taruhan)',
  and: 'Dan',
  freeSpins: '{n} putaran gratis',
  freeSpinRules: [
    'Putaran gratis langsung dimainkan, dengan taruhan putaran yang memenangkannya, pada gulungan dan garis yang sama, tanpa biaya. Setiap kemenangan dalam putaran gratis dikalikan tiga, termasuk lentera.',
    'Tiga lentera atau lebih dalam putaran gratis memenangkan 10 putaran gratis lagi, tanpa batas: putaran gratis berlanjut sampai habis.',
    'Putaran gratis milik putaran berbayar yang memenangkannya: kemenangan ronde dibayar sebagai satu jumlah saat ronde berakhir.',
  ],
  reelsTitle: 'Gulungan',
  reelsNote: 'Setiap gulungan menampilkan paling banyak satu lentera.',
  reel: 'Gulungan {n}',
  stops: 'Titik berhenti',
  limits: 'Total taruhan dari {min} hingga {max}, dengan kelipatan {step}.',
  fairness:
    'Titik berhenti berasal dari aliran ronde yang dapat dibuktikan adil: HMAC-SHA256 dengan kunci server seed atas “clientSeed:nonce:0”, dilanjutkan atas “clientSeed:nonce:1”, “:2”, … jika dibutuhkan lebih banyak byte. Setiap putaran membaca lima angka 32-bit big-endian x berikutnya, satu per gulungan: titik berhenti adalah x mod panjang gulungan (28, 30, 30, 31, 30); nilai di bagian atas rentang yang bias dibuang dan angka berikutnya digunakan. Putaran berbayar membaca lebih dulu; setiap putaran gratis melanjutkan aliran yang sama.',
};

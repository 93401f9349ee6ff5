import type { ClassicTexts } from './texts';

/** Classic Sevens in Indonesian. */
export const id: ClassicTexts = {
  symbols: {
    SEVEN: 'Tujuh',
    TRIPLE_BAR: 'BAR tiga',
    DOUBLE_BAR: 'BAR dua',
    BAR: 'BAR',
    CHERRY: 'Ceri',
    BLANK: 'Kosong',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: 'BAR tiga ×3',
    threeDoubleBars: 'BAR dua ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: 'Tiga BAR apa saja (campuran)',
    threeCherries: 'Ceri Ceri Ceri',
    twoCherries: 'Ceri Ceri di gulungan 1 dan 2',
    oneCherry: 'Ceri di gulungan 1',
  },
  lineWin: 'Garis {line}: {combination} membayar {amount}',
  howToPlay:
    'Tiga gulungan, tiga baris, lima garis pembayaran. Kelima garis dimainkan di setiap putaran: total taruhan adalah 5 × taruhan per garis.',
  paylinesTitle: 'Garis pembayaran',
  paylines: [
    'Garis 1: baris tengah',
    'Garis 2: baris atas',
    'Garis 3: baris bawah',
    'Garis 4: atas, tengah, bawah (diagonal menurun)',
    'Garis 5: bawah, tengah, atas (diagonal menaik)',
  ],
  paytableTitle: 'Tabel pembayaran',
  combination: 'Kombinasi pada garis',
  pays: 'Membayar',
  paysNote: 'Kemenangan adalah kelipatan taruhan per garis.',
  rulesNotes: [
    'Setiap garis hanya membayar kemenangan tertingginya; kemenangan di garis berbeda dijumlahkan.',
    'Ceri dihitung dari kiri: ceri di gulungan 2 atau 3 tanpa ceri di gulungan 1 tidak membayar apa pun.',
    'Kosong tidak membayar apa pun.',
    'Kemenangan terbesar dalam satu putaran: 320 × taruhan per garis (64 × total taruhan).',
  ],
  reelsTitle: 'Gulungan',
  reelsNote:
    'Setiap gulungan memiliki 40 titik berhenti: 20 simbol, masing-masing diikuti satu kosong.',
  symbol: 'Simbol',
  reel: 'Gulungan {n}',
  limits: 'Total taruhan dari {min} hingga {max}.',
  fairness:
    'Titik berhenti berasal dari aliran ronde yang dapat dibuktikan adil: HMAC-SHA256 dengan kunci server seed atas “clientSeed:nonce:0”. Byte 0–3, 4–7 dan 8–11, masing-masing dibaca sebagai angka 32-bit big-endian x, memberikan titik berhenti gulungan 1, 2 dan 3 sebagai x mod 40. Nilai pada atau di atas 4.294.967.280 dibuang dan empat byte berikutnya digunakan, sehingga setiap titik berhenti memiliki peluang yang persis sama.',
};

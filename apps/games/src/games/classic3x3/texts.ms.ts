import type { ClassicTexts } from './texts';
import { id } from './texts.id';

/**
 * Classic Sevens in Malay. The symbols' names and the first combinations are the same words
 * in Malay as in Indonesian, so they are taken from there.
 */
export const ms: ClassicTexts = {
  symbols: id.symbols,
  combinations: {
    threeSevens: id.combinations.threeSevens,
    threeTripleBars: id.combinations.threeTripleBars,
    threeDoubleBars: id.combinations.threeDoubleBars,
    threeBars: id.combinations.threeBars,
    anyThreeBars: 'Mana-mana tiga BAR (campuran)',
    threeCherries: 'Ceri Ceri Ceri',
    twoCherries: 'Ceri Ceri pada gelendong 1 dan 2',
    oneCherry: 'Ceri pada gelendong 1',
  },
  lineWin: 'Garisan {line}: {combination} membayar {amount}',
  howToPlay:
    'Tiga gelendong, tiga baris, lima garisan bayaran. Kelima-lima garisan dimainkan pada setiap putaran: jumlah pertaruhan ialah 5 × pertaruhan setiap garisan.',
  paylinesTitle: 'Garisan bayaran',
  paylines: [
    'Garisan 1: baris tengah',
    'Garisan 2: baris atas',
    'Garisan 3: baris bawah',
    'Garisan 4: atas, tengah, bawah (pepenjuru menurun)',
    'Garisan 5: bawah, tengah, atas (pepenjuru menaik)',
  ],
  paytableTitle: 'Jadual bayaran',
  combination: 'Kombinasi pada garisan',
  pays: 'Bayaran',
  paysNote: 'Kemenangan ialah gandaan pertaruhan setiap garisan.',
  rulesNotes: [
    'Setiap garisan hanya membayar kemenangan tertingginya; kemenangan pada garisan berbeza dijumlahkan.',
    'Ceri dikira dari kiri: ceri pada gelendong 2 atau 3 tanpa ceri pada gelendong 1 tidak membayar apa-apa.',
    'Kosong tidak membayar apa-apa.',
    'Kemenangan terbesar satu putaran: 320 × pertaruhan setiap garisan (64 × jumlah pertaruhan).',
  ],
  reelsTitle: 'Gelendong',
  reelsNote: 'Setiap gelendong mempunyai 40 hentian: 20 simbol, setiap satu diikuti satu kosong.',
  symbol: 'Simbol',
  reel: 'Gelendong {n}',
  limits: 'Jumlah pertaruhan dari {min} hingga {max}.',
  fairness:
    'Hentian datang daripada aliran pusingan yang boleh dibuktikan adil: HMAC-SHA256 dengan kunci server seed ke atas “clientSeed:nonce:0”. Bait 0–3, 4–7 dan 8–11, setiap satu dibaca sebagai nombor 32-bit big-endian x, memberikan hentian gelendong 1, 2 dan 3 sebagai x mod 40. Nilai pada atau melebihi 4,294,967,280 dibuang dan empat bait seterusnya digunakan, jadi setiap hentian mempunyai kebarangkalian yang sama tepat.',
};

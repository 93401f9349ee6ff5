import type { WaysTexts } from './texts';

/** Jade Tiger in Indonesian. */
export const id: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: 'Harimau',
    PANDA: 'Panda',
    CRANE: 'Bangau',
    BAMBOO: 'Bambu',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} di {reels} gulungan, {ways}, membayar {amount}',
  ways: { one: '{n} cara', other: '{n} cara' },
  howToPlay:
    'Lima gulungan, empat baris, 1.024 cara. Sebuah simbol membayar jika muncul di mana saja pada gulungan 1, 2 dan 3 (dan seterusnya hingga gulungan 4 dan 5 untuk lebih banyak), sekali untuk setiap cara: berapa kali simbol muncul di setiap gulungan tersebut, dikalikan bersama.',
  coins:
    'Total taruhan adalah 20 koin, jadi satu koin adalah total taruhan dibagi 20; kemenangan dibayar dalam koin per cara.',
  limits: 'Total taruhan dari {min} hingga {max}, dengan kelipatan {step}.',
  paytableTitle: 'Tabel pembayaran',
  paytableNote: 'Koin per cara, untuk simbol pada 3, 4 atau 5 gulungan dari kiri.',
  symbol: 'Simbol',
  reelsFromLeft: '{n} gulungan',
  rulesNotes: [
    'WILD hanya muncul di gulungan 2, 3 dan 4 dan menggantikan setiap simbol.',
    'Rangkaian berhenti di gulungan pertama yang tidak menampilkan simbol itu atau wild; hanya simbol di gulungan 1 yang dapat membayar.',
    'Setiap simbol yang menang dibayar; kemenangannya dijumlahkan. Tidak ada scatter dan fitur bonus: satu ronde adalah satu putaran.',
  ],
  example:
    'Contoh: harimau dua kali di gulungan 1, sekali di gulungan 2 dan sekali di gulungan 3, dan tidak ada di gulungan 4, adalah 2 × 1 × 1 = 2 cara 3 harimau: 2 × 10 = 20 koin, seluruh taruhan kembali.',
  reelsTitle: 'Gulungan',
  reel: 'Gulungan {n}',
  stops: 'Titik berhenti',
  fairness:
    'Titik berhenti berasal dari aliran ronde yang dapat dibuktikan adil: HMAC-SHA256 dengan kunci server seed atas “clientSeed:nonce:0”. Lima angka 32-bit big-endian x dibaca bergantian, satu per gulungan mulai dari gulungan 1, dan titik berhenti adalah x mod panjang gulungan (30 atau 32); nilai di bagian atas rentang yang bias dibuang dan angka berikutnya digunakan, sehingga setiap titik berhenti memiliki peluang yang persis sama.',
};

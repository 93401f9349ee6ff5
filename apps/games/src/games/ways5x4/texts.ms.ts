import type { WaysTexts } from './texts';

/** Jade Tiger in Malay. */
export const ms: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: 'Harimau',
    PANDA: 'Panda',
    CRANE: 'Bangau',
    BAMBOO: 'Buluh',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} pada {reels} gelendong, {ways}, membayar {amount}',
  ways: { one: '{n} cara', other: '{n} cara' },
  howToPlay:
    'Lima gelendong, empat baris, 1,024 cara. Simbol membayar apabila ia muncul di mana-mana pada gelendong 1, 2 dan 3 (dan seterusnya hingga gelendong 4 dan 5 untuk lebih banyak), sekali bagi setiap cara: bilangan kali ia muncul pada setiap gelendong itu, didarab bersama.',
  coins:
    'Jumlah pertaruhan ialah 20 syiling, jadi satu syiling ialah jumlah pertaruhan dibahagi 20; kemenangan dibayar dalam syiling setiap cara.',
  limits: 'Jumlah pertaruhan dari {min} hingga {max}, dalam langkah {step}.',
  paytableTitle: 'Jadual bayaran',
  paytableNote: 'Syiling setiap cara, bagi simbol pada 3, 4 atau 5 gelendong dari kiri.',
  symbol: 'Simbol',
  reelsFromLeft: '{n} gelendong',
  rulesNotes: [
    'WILD hanya muncul pada gelendong 2, 3 dan 4 dan menggantikan setiap simbol.',
    'Rangkaian berhenti pada gelendong pertama yang tidak menunjukkan simbol itu atau wild; hanya simbol pada gelendong 1 boleh membayar.',
    'Setiap simbol yang menang dibayar; kemenangannya dijumlahkan. Tiada scatter dan tiada ciri bonus: satu pusingan ialah satu putaran.',
  ],
  example:
    'Contoh: harimau dua kali pada gelendong 1, sekali pada gelendong 2 dan sekali pada gelendong 3, dan tiada pada gelendong 4, ialah 2 × 1 × 1 = 2 cara bagi 3 harimau: 2 × 10 = 20 syiling, seluruh pertaruhan dikembalikan.',
  reelsTitle: 'Gelendong',
  reel: 'Gelendong {n}',
  stops: 'Hentian',
  fairness:
    'Hentian datang daripada aliran pusingan yang boleh dibuktikan adil: HMAC-SHA256 dengan kunci server seed ke atas “clientSeed:nonce:0”. Lima nombor 32-bit big-endian x dibaca bergilir, satu bagi setiap gelendong bermula dari gelendong 1, dan hentian ialah x mod panjang gelendong (30 atau 32); nilai di bahagian atas julat yang berat sebelah dibuang dan nombor seterusnya digunakan, jadi setiap hentian mempunyai kebarangkalian yang sama tepat.',
};

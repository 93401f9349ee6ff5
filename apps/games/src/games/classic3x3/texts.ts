import type { ClassicCombination } from './combinations';
import { translationsIn } from '../../i18n/translations';

export type ClassicTexts = {
  symbols: Record<string, string>;
  combinations: Record<ClassicCombination, string>;
  lineWin: string;
  howToPlay: string;
  paylinesTitle: string;
  paylines: readonly string[];
  paytableTitle: string;
  combination: string;
  pays: string;
  paysNote: string;
  rulesNotes: readonly string[];
  reelsTitle: string;
  reelsNote: string;
  symbol: string;
  reel: string;
  limits: string;
  fairness: string;
};

const en: ClassicTexts = {
  symbols: {
    SEVEN: 'Seven',
    TRIPLE_BAR: 'Triple BAR',
    DOUBLE_BAR: 'Double BAR',
    BAR: 'BAR',
    CHERRY: 'Cherry',
    BLANK: 'Blank',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: 'Triple BAR ×3',
    threeDoubleBars: 'Double BAR ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: 'Any three BARs (mixed)',
    threeCherries: 'Cherry Cherry Cherry',
    twoCherries: 'Cherry Cherry on reels 1 and 2',
    oneCherry: 'Cherry on reel 1',
  },
  lineWin: 'Line {line}: {combination} pays {amount}',
  howToPlay:
    'Three reels, three rows, five paylines. All five lines are played on every spin: the total bet is 5 × the bet per line.',
  paylinesTitle: 'Paylines',
  paylines: [
    'Line 1: middle row',
    'Line 2: top row',
    'Line 3: bottom row',
    'Line 4: top, middle, bottom (falling diagonal)',
    'Line 5: bottom, middle, top (rising diagonal)',
  ],
  paytableTitle: 'Paytable',
  combination: 'Combination on a line',
  pays: 'Pays',
  paysNote: 'Wins are multiples of the bet per line.',
  rulesNotes: [
    'Each line pays its highest win only; wins on different lines add up.',
    'Cherries count from the left: a cherry on reel 2 or 3 without one on reel 1 pays nothing.',
    'Blanks pay nothing.',
    'Largest win of one spin: 320 × the bet per line (64 × the total bet).',
  ],
  reelsTitle: 'Reels',
  reelsNote: 'Each reel has 40 stops: 20 symbols, each followed by a blank.',
  symbol: 'Symbol',
  reel: 'Reel {n}',
  limits: 'Total bet from {min} to {max}.',
  fairness:
    'The stops come from the round’s provably fair stream: HMAC-SHA256 keyed with the server seed over “clientSeed:nonce:0”. Bytes 0–3, 4–7 and 8–11, each read as a big-endian 32-bit number x, give the stops of reels 1, 2 and 3 as x mod 40. A value at or above 4,294,967,280 is discarded and the next four bytes used, so every stop is exactly equally likely.',
};

const vi: ClassicTexts = {
  symbols: {
    SEVEN: 'Số 7',
    TRIPLE_BAR: 'BAR ba',
    DOUBLE_BAR: 'BAR đôi',
    BAR: 'BAR',
    CHERRY: 'Anh đào',
    BLANK: 'Ô trống',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: 'BAR ba ×3',
    threeDoubleBars: 'BAR đôi ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: 'Ba BAR bất kỳ (lẫn loại)',
    threeCherries: 'Anh đào Anh đào Anh đào',
    twoCherries: 'Anh đào Anh đào ở cuộn 1 và 2',
    oneCherry: 'Anh đào ở cuộn 1',
  },
  lineWin: 'Dòng {line}: {combination} trả {amount}',
  howToPlay:
    'Ba cuộn, ba hàng, năm dòng thắng. Cả năm dòng đều được chơi mỗi lượt quay: tổng cược bằng 5 × cược mỗi dòng.',
  paylinesTitle: 'Dòng thắng',
  paylines: [
    'Dòng 1: hàng giữa',
    'Dòng 2: hàng trên',
    'Dòng 3: hàng dưới',
    'Dòng 4: trên, giữa, dưới (đường chéo xuống)',
    'Dòng 5: dưới, giữa, trên (đường chéo lên)',
  ],
  paytableTitle: 'Bảng trả thưởng',
  combination: 'Tổ hợp trên một dòng',
  pays: 'Trả',
  paysNote: 'Tiền thắng là bội số của cược mỗi dòng.',
  rulesNotes: [
    'Mỗi dòng chỉ trả khoản thắng cao nhất; tiền thắng của các dòng khác nhau được cộng lại.',
    'Anh đào tính từ bên trái: anh đào ở cuộn 2 hoặc 3 mà không có ở cuộn 1 thì không trả.',
    'Ô trống không trả thưởng.',
    'Khoản thắng lớn nhất của một lượt quay: 320 × cược mỗi dòng (64 × tổng cược).',
  ],
  reelsTitle: 'Cuộn quay',
  reelsNote: 'Mỗi cuộn có 40 điểm dừng: 20 biểu tượng, mỗi biểu tượng theo sau là một ô trống.',
  symbol: 'Biểu tượng',
  reel: 'Cuộn {n}',
  limits: 'Tổng cược từ {min} đến {max}.',
  fairness:
    'Các điểm dừng lấy từ chuỗi số công bằng có thể kiểm chứng của ván: HMAC-SHA256 với khóa là server seed trên “clientSeed:nonce:0”. Các byte 0–3, 4–7 và 8–11, mỗi nhóm đọc thành số 32 bit big-endian x, cho điểm dừng của cuộn 1, 2 và 3 là x mod 40. Giá trị từ 4.294.967.280 trở lên bị bỏ và dùng bốn byte tiếp theo, nên mọi điểm dừng đều có xác suất như nhau.',
};

/** English and Vietnamese here; the other languages in `texts.<code>.ts`. */
export const classicTexts = {
  en,
  vi,
  ...translationsIn<ClassicTexts>(
    import.meta.glob('./texts.{zh,ja,ko,th,id,ms,tl,km}.ts', { eager: true }),
  ),
};

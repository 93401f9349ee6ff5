import type { RouletteBetType } from '@croupier/contract';
import { translationsIn } from '../../i18n/translations';

export type RouletteTexts = {
  bets: Record<RouletteBetType, string>;
  dozen: string;
  column: string;
  columnShort: string;
  zero: string;
  number: string;
  red: string;
  black: string;
  green: string;
  chip: string;
  chips: string;
  betKind: string;
  pick: Record<'split' | 'street' | 'corner' | 'sixLine', string>;
  notOnLayout: string;
  yourBets: string;
  noBets: string;
  totalBet: string;
  remove: string;
  undo: string;
  clear: string;
  rebet: string;
  spinWheel: string;
  wheel: string;
  landedOn: string;
  betWins: string;
  recent: string;
  spotLabel: string;
  perBetLimit: string;
  tableLimit: string;
  tooManyBets: string;
  rules: {
    intro: string;
    payoutsTitle: string;
    bet: string;
    covers: string;
    pays: string;
    returned: string;
    covered: Record<RouletteBetType, string>;
    redNumbers: string;
    zeroTitle: string;
    zero: readonly string[];
    layoutTitle: string;
    layout: string;
    limits: string;
    fairness: string;
  };
};

const en: RouletteTexts = {
  bets: {
    straight: 'Straight',
    split: 'Split',
    street: 'Street',
    corner: 'Corner',
    sixLine: 'Six line',
    column: 'Column',
    dozen: 'Dozen',
    red: 'Red',
    black: 'Black',
    odd: 'Odd',
    even: 'Even',
    low: '1–18',
    high: '19–36',
  },
  dozen: '{n}{suffix} 12',
  column: 'Column {n}',
  columnShort: '2 to 1',
  zero: 'Zero',
  number: 'Number {n}',
  red: 'red',
  black: 'black',
  green: 'green',
  chip: 'Chip {amount}',
  chips: 'Chip value',
  betKind: 'Bet on numbers',
  pick: {
    split: 'Choose 2 neighbouring numbers.',
    street: 'Choose the 3 numbers of a row (or 0-1-2, 0-2-3).',
    corner: 'Choose 4 numbers that meet at a corner (or 0-1-2-3).',
    sixLine: 'Choose the 6 numbers of two neighbouring rows.',
  },
  notOnLayout: 'Those numbers are not a {bet} on this table. Choose again.',
  yourBets: 'Your bets',
  noBets: 'Choose a chip, then tap the table to bet.',
  totalBet: 'Total bet',
  remove: 'Remove',
  undo: 'Undo',
  clear: 'Clear',
  rebet: 'Repeat last bets',
  spinWheel: 'Spin',
  wheel: 'Wheel',
  landedOn: 'The ball landed on {number} {colour}.',
  betWins: '{bet} wins {amount}',
  recent: 'Last numbers',
  spotLabel: '{name}, bet {amount}',
  perBetLimit: 'One bet may be {min} to {max}.',
  tableLimit: 'All bets together may be at most {max}.',
  tooManyBets: 'At most {max} bets per spin.',
  rules: {
    intro:
      'A single-zero wheel with 37 pockets, 0 to 36. Each round the wheel is spun once and every bet on the table is settled against the pocket the ball lands in.',
    payoutsTitle: 'Bets and payouts',
    bet: 'Bet',
    covers: 'Covers',
    pays: 'Pays',
    returned: 'Returned on a {amount} win',
    covered: {
      straight: 'one number, 0–36',
      split: 'two numbers side by side or one above the other; 0-1, 0-2, 0-3',
      street: 'a row of three (1-2-3 … 34-35-36); the trios 0-1-2 and 0-2-3',
      corner: 'four numbers meeting at a corner (e.g. 1-2-4-5); “first four” 0-1-2-3',
      sixLine: 'two adjacent rows (1–6, 4–9, … 31–36)',
      column: '12 numbers of one column (1st: 1, 4, … 34)',
      dozen: '1–12, 13–24 or 25–36',
      red: '18 red numbers',
      black: '18 black numbers',
      odd: '18 odd numbers',
      even: '18 even numbers',
      low: '1–18',
      high: '19–36',
    },
    redNumbers:
      'Red numbers: 1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36. The other numbers from 1 to 36 are black; 0 is green.',
    zeroTitle: 'Zero',
    zero: [
      'Zero loses every column, dozen, colour, odd/even and low/high bet. There is no la partage and no en prison: the whole stake is lost.',
      'Zero can be played straight, split with 1, 2 or 3, in the trios 0-1-2 and 0-2-3, and in first four 0-1-2-3.',
    ],
    layoutTitle: 'Layout and legal bets',
    layout:
      'The numbers 1–36 are laid out in 12 rows of three (1-2-3 at the top, 34-35-36 at the bottom). Only combinations that are adjacent on this layout are accepted: 3-4 is not a split, 1-5 is not a split, 2-3-4 is not a street. A table has 37 straights, 60 splits, 14 streets, 23 corners and 11 six lines.',
    limits: 'Each bet from {min} to {max}; all bets of a spin together at most {total}.',
    fairness:
      'The pocket comes from the round’s provably fair stream: HMAC-SHA256 keyed with the server seed over “clientSeed:nonce:0”. Its first four bytes, read as a big-endian 32-bit number x, give the pocket x mod 37. A value of x at or above 4,294,967,289 is discarded and the next four bytes are used, so every pocket is exactly equally likely.',
  },
};

const vi: RouletteTexts = {
  bets: {
    straight: 'Số đơn',
    split: 'Cặp số',
    street: 'Hàng ba',
    corner: 'Góc bốn',
    sixLine: 'Hai hàng',
    column: 'Cột',
    dozen: 'Tá',
    red: 'Đỏ',
    black: 'Đen',
    odd: 'Lẻ',
    even: 'Chẵn',
    low: '1–18',
    high: '19–36',
  },
  dozen: 'Tá {n}',
  column: 'Cột {n}',
  columnShort: '2 ăn 1',
  zero: 'Số 0',
  number: 'Số {n}',
  red: 'đỏ',
  black: 'đen',
  green: 'xanh',
  chip: 'Phỉnh {amount}',
  chips: 'Mệnh giá phỉnh',
  betKind: 'Cược vào số',
  pick: {
    split: 'Chọn 2 số liền kề.',
    street: 'Chọn 3 số của một hàng (hoặc 0-1-2, 0-2-3).',
    corner: 'Chọn 4 số gặp nhau ở một góc (hoặc 0-1-2-3).',
    sixLine: 'Chọn 6 số của hai hàng liền kề.',
  },
  notOnLayout: 'Các số này không tạo thành cửa {bet} trên bàn. Hãy chọn lại.',
  yourBets: 'Các cửa đã cược',
  noBets: 'Chọn một phỉnh, rồi chạm vào bàn để đặt cược.',
  totalBet: 'Tổng cược',
  remove: 'Bỏ',
  undo: 'Hoàn tác',
  clear: 'Xóa hết',
  rebet: 'Cược lại như ván trước',
  spinWheel: 'Quay',
  wheel: 'Bánh xe',
  landedOn: 'Bóng dừng ở số {number} {colour}.',
  betWins: '{bet} thắng {amount}',
  recent: 'Các số vừa ra',
  spotLabel: '{name}, đã cược {amount}',
  perBetLimit: 'Mỗi cửa cược từ {min} đến {max}.',
  tableLimit: 'Tổng các cửa cược tối đa {max}.',
  tooManyBets: 'Tối đa {max} cửa cược mỗi lượt quay.',
  rules: {
    intro:
      'Bánh xe một số 0 với 37 ô, từ 0 đến 36. Mỗi ván bánh xe quay một lần và mọi cửa cược trên bàn được tính theo ô bóng dừng lại.',
    payoutsTitle: 'Cửa cược và tỷ lệ trả',
    bet: 'Cửa cược',
    covers: 'Gồm',
    pays: 'Trả',
    returned: 'Nhận lại khi thắng với cược {amount}',
    covered: {
      straight: 'một số, 0–36',
      split: 'hai số cạnh nhau hoặc trên dưới nhau; 0-1, 0-2, 0-3',
      street: 'một hàng ba số (1-2-3 … 34-35-36); bộ ba 0-1-2 và 0-2-3',
      corner: 'bốn số gặp nhau ở một góc (vd 1-2-4-5); “bốn số đầu” 0-1-2-3',
      sixLine: 'hai hàng liền kề (1–6, 4–9, … 31–36)',
      column: '12 số của một cột (cột 1: 1, 4, … 34)',
      dozen: '1–12, 13–24 hoặc 25–36',
      red: '18 số đỏ',
      black: '18 số đen',
      odd: '18 số lẻ',
      even: '18 số chẵn',
      low: '1–18',
      high: '19–36',
    },
    redNumbers:
      'Các số đỏ: 1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36. Các số còn lại từ 1 đến 36 là số đen; số 0 màu xanh.',
    zeroTitle: 'Số 0',
    zero: [
      'Khi ra số 0, mọi cửa cột, tá, màu, chẵn/lẻ và thấp/cao đều thua. Không có la partage hay en prison: mất toàn bộ tiền cược.',
      'Số 0 có thể cược đơn, cặp với 1, 2 hoặc 3, trong bộ ba 0-1-2 và 0-2-3, và trong bốn số đầu 0-1-2-3.',
    ],
    layoutTitle: 'Bố cục bàn và các cửa hợp lệ',
    layout:
      'Các số 1–36 được xếp thành 12 hàng ba số (1-2-3 ở trên cùng, 34-35-36 ở dưới cùng). Chỉ chấp nhận các tổ hợp liền kề trên bố cục này: 3-4 không phải cặp số, 1-5 không phải cặp số, 2-3-4 không phải hàng ba. Một bàn có 37 cửa số đơn, 60 cặp số, 14 hàng ba, 23 góc bốn và 11 cửa hai hàng.',
    limits: 'Mỗi cửa cược từ {min} đến {max}; tổng các cửa của một lượt quay tối đa {total}.',
    fairness:
      'Ô số lấy từ chuỗi số công bằng có thể kiểm chứng của ván: HMAC-SHA256 với khóa là server seed trên “clientSeed:nonce:0”. Bốn byte đầu, đọc thành số 32 bit big-endian x, cho ô số x mod 37. Giá trị x từ 4.294.967.289 trở lên bị bỏ và dùng bốn byte tiếp theo, nên mọi ô đều có xác suất như nhau.',
  },
};

/** English and Vietnamese here; the other languages in `texts.<code>.ts`. */
export const rouletteTexts = {
  en,
  vi,
  ...translationsIn<RouletteTexts>(
    import.meta.glob('./texts.{zh,ja,ko,th,id,ms,tl,km}.ts', { eager: true }),
  ),
};

/** "1st 12", "2nd 12", "3rd 12" in English; the other languages write the dozen without it. */
export function ordinalSuffix(n: number): string {
  return n === 1 ? 'st' : n === 2 ? 'nd' : 'rd';
}

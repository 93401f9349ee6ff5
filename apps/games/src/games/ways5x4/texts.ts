import type { CountForms } from '../../i18n/language';
import { translationsIn } from '../../i18n/translations';

export type WaysTexts = {
  symbols: Record<string, string>;
  waysWin: string;
  /** The ways of a win: "1 way", "4 ways". */
  ways: CountForms;
  howToPlay: string;
  coins: string;
  limits: string;
  paytableTitle: string;
  paytableNote: string;
  symbol: string;
  reelsFromLeft: string;
  rulesNotes: readonly string[];
  example: string;
  reelsTitle: string;
  reel: string;
  stops: string;
  fairness: string;
};

const en: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: 'Tiger',
    PANDA: 'Panda',
    CRANE: 'Crane',
    BAMBOO: 'Bamboo',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} on {reels} reels, {ways}, pays {amount}',
  ways: { one: '{n} way', other: '{n} ways' },
  howToPlay:
    'Five reels, four rows, 1,024 ways. A symbol pays when it shows anywhere on reels 1, 2 and 3 (and on through reels 4 and 5 for more), once for every way: the number of times it shows on each of those reels, multiplied together.',
  coins:
    'The total bet is 20 coins, so a coin is the total bet divided by 20; wins are paid in coins per way.',
  limits: 'Total bet from {min} to {max}, in steps of {step}.',
  paytableTitle: 'Paytable',
  paytableNote: 'Coins per way, for the symbol on 3, 4 or 5 reels from the left.',
  symbol: 'Symbol',
  reelsFromLeft: '{n} reels',
  rulesNotes: [
    'The WILD shows on reels 2, 3 and 4 only and stands in for every symbol.',
    'A run stops at the first reel not showing the symbol or a wild; only symbols on reel 1 can pay.',
    'Every paying symbol is paid; their wins add up. There is no scatter and no bonus feature: a round is one spin.',
  ],
  example:
    'Example: a tiger twice on reel 1, once on reel 2 and once on reel 3, and none on reel 4, is 2 × 1 × 1 = 2 ways of 3 tigers: 2 × 10 = 20 coins, the whole bet back.',
  reelsTitle: 'Reels',
  reel: 'Reel {n}',
  stops: 'Stops',
  fairness:
    'The stops come from the round’s provably fair stream: HMAC-SHA256 keyed with the server seed over “clientSeed:nonce:0”. Five big-endian 32-bit numbers x are read in turn, one per reel from reel 1, and the stop is x mod the reel’s length (30 or 32); a value in the biased top of the range is discarded and the next number used, so every stop is exactly equally likely.',
};

const vi: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: 'Hổ',
    PANDA: 'Gấu trúc',
    CRANE: 'Hạc',
    BAMBOO: 'Tre',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} trên {reels} cuộn, {ways}, trả {amount}',
  ways: { one: '{n} cách', other: '{n} cách' },
  howToPlay:
    'Năm cuộn, bốn hàng, 1.024 cách thắng. Một biểu tượng trả thưởng khi xuất hiện ở bất kỳ đâu trên cuộn 1, 2 và 3 (và tiếp tục qua cuộn 4 và 5 để thắng nhiều hơn), một lần cho mỗi cách: số lần nó xuất hiện trên từng cuộn đó, nhân với nhau.',
  coins:
    'Tổng cược là 20 xu, nên một xu bằng tổng cược chia 20; tiền thắng được trả theo số xu mỗi cách.',
  limits: 'Tổng cược từ {min} đến {max}, theo bước {step}.',
  paytableTitle: 'Bảng trả thưởng',
  paytableNote: 'Số xu mỗi cách, cho biểu tượng trên 3, 4 hoặc 5 cuộn tính từ trái.',
  symbol: 'Biểu tượng',
  reelsFromLeft: '{n} cuộn',
  rulesNotes: [
    'WILD chỉ xuất hiện trên cuộn 2, 3 và 4 và thay thế mọi biểu tượng.',
    'Chuỗi dừng ở cuộn đầu tiên không có biểu tượng đó hoặc WILD; chỉ các biểu tượng trên cuộn 1 mới có thể trả thưởng.',
    'Mọi biểu tượng thắng đều được trả; tiền thắng được cộng lại. Không có scatter hay vòng thưởng: mỗi ván là một lượt quay.',
  ],
  example:
    'Ví dụ: hổ xuất hiện hai lần trên cuộn 1, một lần trên cuộn 2 và một lần trên cuộn 3, không có trên cuộn 4, là 2 × 1 × 1 = 2 cách của 3 hổ: 2 × 10 = 20 xu, hoàn lại đủ tiền cược.',
  reelsTitle: 'Cuộn quay',
  reel: 'Cuộn {n}',
  stops: 'Điểm dừng',
  fairness:
    'Các điểm dừng lấy từ chuỗi số công bằng có thể kiểm chứng của ván: HMAC-SHA256 với khóa là server seed trên “clientSeed:nonce:0”. Lần lượt đọc năm số 32 bit big-endian x, mỗi cuộn một số từ cuộn 1, và điểm dừng là x mod độ dài cuộn (30 hoặc 32); giá trị ở phần đầu lệch của khoảng bị bỏ và dùng số tiếp theo, nên mọi điểm dừng đều có xác suất như nhau.',
};

/** English and Vietnamese here; the other languages in `texts.<code>.ts`. */
export const waysTexts = {
  en,
  vi,
  ...translationsIn<WaysTexts>(
    import.meta.glob('./texts.{zh,ja,ko,th,id,ms,tl,km}.ts', { eager: true }),
  ),
};

import { translationsIn } from '../../i18n/translations';
export type VideoTexts = {
  symbols: Record<string, string>;
  lineWin: string;
  scatterWin: string;
  freeSpinsWon: string;
  freeSpin: string;
  howToPlay: string;
  paylinesTitle: string;
  paylinesNote: string;
  line: string;
  rows: readonly [string, string, string];
  paytableTitle: string;
  paytableNote: string;
  symbol: string;
  inARow: string;
  rulesNotes: readonly string[];
  lanternsTitle: string;
  lanternsNote: string;
  lanterns: string;
  paysTotal: string;
  and: string;
  freeSpins: string;
  freeSpinRules: readonly string[];
  reelsTitle: string;
  reelsNote: string;
  reel: string;
  stops: string;
  limits: string;
  fairness: string;
};

const en: VideoTexts = {
  symbols: {
    WILD: 'Golden WILD',
    LANTERN: 'Lantern',
    DRAGON: 'Dragon',
    KOI: 'Koi',
    INGOT: 'Gold ingot',
    FAN: 'Fan',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: 'Line {line}: {count} × {symbol} pays {amount}',
  scatterWin: '{count} lanterns pay {amount}',
  freeSpinsWon: '{count} free spins!',
  freeSpin: 'Free spin {index} of {total} · wins ×{multiplier}',
  howToPlay:
    'Five reels, three rows, 20 paylines. All 20 lines are played on every spin: the total bet is 20 × the bet per line, so every win is paid exactly.',
  paylinesTitle: 'Paylines',
  paylinesNote: 'Lines are read from reel 1 (left) to reel 5 (right), one position on each reel.',
  line: 'Line',
  rows: ['top', 'middle', 'bottom'],
  paytableTitle: 'Paytable',
  paytableNote:
    'Line wins are multiples of the bet per line, for 3, 4 or 5 identical symbols on a line, starting on reel 1 and on adjacent reels.',
  symbol: 'Symbol',
  inARow: '{n} in a row',
  rulesNotes: [
    'The WILD stands in for every symbol except the lantern, and pays on its own too.',
    'Each line pays its highest win only: a line starting with wilds pays either the wilds on their own or the first other symbol with the wilds counted as it, whichever is more.',
    'Wins on different lines add up, and lantern wins are added to line wins.',
  ],
  lanternsTitle: 'Lanterns and free spins',
  lanternsNote:
    'The lantern is a scatter: it pays wherever it shows, on a line or not, as a multiple of the total bet.',
  lanterns: 'Lanterns anywhere',
  paysTotal: 'Pays (× total bet)',
  and: 'And',
  freeSpins: '{n} free spins',
  freeSpinRules: [
    'Free spins are played at once, at the bet of the spin that won them, on the same reels and lines, and cost nothing. Every win in a free spin is tripled, lanterns included.',
    'Three or more lanterns in a free spin win 10 more free spins, with no limit: the free spins go on until none is left.',
    'The free spins belong to the paid spin that won them: the round’s win is paid as one amount when the round ends.',
  ],
  reelsTitle: 'Reels',
  reelsNote: 'Each reel shows at most one lantern.',
  reel: 'Reel {n}',
  stops: 'Stops',
  limits: 'Total bet from {min} to {max}, in steps of {step}.',
  fairness:
    'The stops come from the round’s provably fair stream: HMAC-SHA256 keyed with the server seed over “clientSeed:nonce:0”, continued over “clientSeed:nonce:1”, “:2”, … when more bytes are needed. Each spin reads the next five big-endian 32-bit numbers x, one per reel: the stop is x mod the reel’s length (28, 30, 30, 31, 30); a value in the biased top of the range is discarded and the next number used. The paid spin reads first; each free spin continues the same stream.',
};

const vi: VideoTexts = {
  symbols: {
    WILD: 'WILD vàng',
    LANTERN: 'Đèn lồng',
    DRAGON: 'Rồng',
    KOI: 'Cá chép',
    INGOT: 'Thỏi vàng',
    FAN: 'Quạt',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: 'Dòng {line}: {count} × {symbol} trả {amount}',
  scatterWin: '{count} đèn lồng trả {amount}',
  freeSpinsWon: '{count} lượt quay miễn phí!',
  freeSpin: 'Lượt quay miễn phí {index}/{total} · thắng ×{multiplier}',
  howToPlay:
    'Năm cuộn, ba hàng, 20 dòng thắng. Cả 20 dòng đều được chơi mỗi lượt quay: tổng cược bằng 20 × cược mỗi dòng, nên mọi khoản thắng được trả chính xác.',
  paylinesTitle: 'Dòng thắng',
  paylinesNote: 'Các dòng đọc từ cuộn 1 (trái) sang cuộn 5 (phải), mỗi cuộn một vị trí.',
  line: 'Dòng',
  rows: ['trên', 'giữa', 'dưới'],
  paytableTitle: 'Bảng trả thưởng',
  paytableNote:
    'Tiền thắng theo dòng là bội số của cược mỗi dòng, cho 3, 4 hoặc 5 biểu tượng giống nhau trên một dòng, bắt đầu từ cuộn 1 và trên các cuộn liền kề.',
  symbol: 'Biểu tượng',
  inARow: '{n} liên tiếp',
  rulesNotes: [
    'WILD thay thế mọi biểu tượng trừ đèn lồng, và cũng tự trả thưởng.',
    'Mỗi dòng chỉ trả khoản thắng cao nhất: dòng bắt đầu bằng WILD trả hoặc riêng các WILD, hoặc biểu tượng khác đầu tiên với WILD được tính như nó, lấy khoản lớn hơn.',
    'Tiền thắng của các dòng được cộng lại, và tiền thắng đèn lồng được cộng thêm vào.',
  ],
  lanternsTitle: 'Đèn lồng và lượt quay miễn phí',
  lanternsNote:
    'Đèn lồng là biểu tượng scatter: trả thưởng ở bất kỳ vị trí nào, trên dòng hay không, theo bội số của tổng cược.',
  lanterns: 'Số đèn lồng',
  paysTotal: 'Trả (× tổng cược)',
  and: 'Kèm theo',
  freeSpins: '{n} lượt quay miễn phí',
  freeSpinRules: [
    'Lượt quay miễn phí được chơi ngay, với mức cược của lượt quay đã thắng chúng, trên cùng cuộn và dòng, không mất tiền. Mọi khoản thắng trong lượt quay miễn phí được nhân ba, kể cả đèn lồng.',
    'Ba đèn lồng trở lên trong lượt quay miễn phí thắng thêm 10 lượt, không giới hạn: các lượt tiếp tục cho đến khi hết.',
    'Lượt quay miễn phí thuộc về lượt quay trả tiền đã thắng chúng: tiền thắng của ván được trả một lần khi ván kết thúc.',
  ],
  reelsTitle: 'Cuộn quay',
  reelsNote: 'Mỗi cuộn hiện nhiều nhất một đèn lồng.',
  reel: 'Cuộn {n}',
  stops: 'Điểm dừng',
  limits: 'Tổng cược từ {min} đến {max}, theo bước {step}.',
  fairness:
    'Các điểm dừng lấy từ chuỗi số công bằng có thể kiểm chứng của ván: HMAC-SHA256 với khóa là server seed trên “clientSeed:nonce:0”, tiếp tục với “clientSeed:nonce:1”, “:2”, … khi cần thêm byte. Mỗi lượt quay đọc năm số 32 bit big-endian x tiếp theo, mỗi cuộn một số: điểm dừng là x mod độ dài cuộn (28, 30, 30, 31, 30); giá trị ở phần đầu lệch của khoảng bị bỏ và dùng số tiếp theo. Lượt quay trả tiền đọc trước; mỗi lượt miễn phí tiếp tục cùng chuỗi.',
};

/** English and Vietnamese here; the other languages in `texts.<code>.ts`. */
export const videoTexts = {
  en,
  vi,
  ...translationsIn<VideoTexts>(
    import.meta.glob('./texts.{zh,ja,ko,th,id,ms,tl,km}.ts', { eager: true }),
  ),
};

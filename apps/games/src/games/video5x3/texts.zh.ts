import type { VideoTexts } from './texts';

/** Lucky Lanterns in Simplified Chinese. */
export const zh: VideoTexts = {
  symbols: {
    WILD: '黄金 WILD',
    LANTERN: '灯笼',
    DRAGON: '龙',
    KOI: '锦鲤',
    INGOT: '金元宝',
    FAN: '扇子',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: '第 {line} 线：{count} × {symbol} 赢得 {amount}',
  scatterWin: '{count} 个灯笼赢得 {amount}',
  freeSpinsWon: '{count} 次免费旋转！',
  freeSpin: '免费旋转第 {index} 次，共 {total} 次 · 赢额 ×{multiplier}',
  howToPlay:
    '五个转轴、三行、20 条赔付线。每次旋转都投注全部 20 条线：总投注为 20 × 每线投注，因此每笔赢额都精确支付。',
  paylinesTitle: '赔付线',
  paylinesNote: '赔付线从第 1 轴（左）读到第 5 轴（右），每个转轴一个位置。',
  line: '赔付线',
  rows: ['上', '中', '下'],
  paytableTitle: '赔付表',
  paytableNote:
    '线上赢额为每线投注的倍数，适用于从第 1 轴起、在相邻转轴上连成一线的 3、4 或 5 个相同符号。',
  symbol: '符号',
  inARow: '{n} 连',
  rulesNotes: [
    'WILD 可替代除灯笼外的所有符号，本身也可赔付。',
    '每条线只支付最高赢额：以 WILD 开头的线，要么按 WILD 本身赔付，要么按第一个其他符号（WILD 当作该符号计算）赔付，取较高者。',
    '不同线上的赢额相加，灯笼赢额也会加到线上赢额中。',
  ],
  lanternsTitle: '灯笼与免费旋转',
  lanternsNote: '灯笼是分散符号：无论是否在赔付线上，只要出现就按总投注的倍数赔付。',
  lanterns: '任意位置的灯笼',
  paysTotal: '赔付（× 总投注）',
  and: '并且',
  freeSpins: '{n} 次免费旋转',
  freeSpinRules: [
    '免费旋转会立即进行，按赢得它们那次旋转的投注额、在相同的转轴和赔付线上进行，不花任何费用。免费旋转中的每笔赢额（包括灯笼）都乘以三。',
    '免费旋转中出现三个或以上灯笼可再赢得 10 次免费旋转，没有上限：免费旋转会一直进行到用完为止。',
    '免费旋转属于赢得它们的那次付费旋转：本局赢额在本局结束时一次性支付。',
  ],
  reelsTitle: '转轴',
  reelsNote: '每个转轴最多显示一个灯笼。',
  reel: '第 {n} 轴',
  stops: '停止位',
  limits: '总投注从 {min} 到 {max}，每档 {step}。',
  fairness:
    '停止位来自本局可证明公平的数据流：以服务器种子为密钥、对“clientSeed:nonce:0”计算的 HMAC-SHA256，需要更多字节时继续对“clientSeed:nonce:1”、“:2”……计算。每次旋转读取接下来的五个大端序 32 位数 x，每轴一个：停止位为 x mod 该轴长度（28、30、30、31、30）；落在范围顶端偏差区的值会被舍弃并改用下一个数。付费旋转先读取；每次免费旋转继续使用同一数据流。',
};

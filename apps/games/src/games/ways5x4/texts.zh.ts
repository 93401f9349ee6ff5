import type { WaysTexts } from './texts';

/** Jade Tiger in Simplified Chinese. */
export const zh: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: '虎',
    PANDA: '熊猫',
    CRANE: '仙鹤',
    BAMBOO: '竹子',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} 出现在 {reels} 个转轴上，{ways}，赢得 {amount}',
  ways: { one: '{n} 种方式', other: '{n} 种方式' },
  howToPlay:
    '五个转轴、四行、1,024 种赢法。一个符号出现在第 1、2、3 轴上的任意位置即可赔付（延续到第 4、5 轴赢得更多），每种方式赔付一次：方式数为它在这些转轴上各自出现的次数相乘。',
  coins: '总投注为 20 枚硬币，因此一枚硬币等于总投注除以 20；赢额按每种方式的硬币数支付。',
  limits: '总投注从 {min} 到 {max}，每档 {step}。',
  paytableTitle: '赔付表',
  paytableNote: '每种方式的硬币数，按符号从左起出现在 3、4 或 5 个转轴上计算。',
  symbol: '符号',
  reelsFromLeft: '{n} 个转轴',
  rulesNotes: [
    'WILD 只出现在第 2、3、4 轴上，可替代所有符号。',
    '连线在第一个既没有该符号也没有 WILD 的转轴处终止；只有第 1 轴上的符号才能赔付。',
    '每个中奖符号都会赔付，赢额相加。没有分散符号，也没有奖励功能：每局就是一次旋转。',
  ],
  example:
    '例如：老虎在第 1 轴出现两次、第 2 轴一次、第 3 轴一次、第 4 轴没有，即 3 个老虎有 2 × 1 × 1 = 2 种方式：2 × 10 = 20 枚硬币，正好返还全部投注。',
  reelsTitle: '转轴',
  reel: '第 {n} 轴',
  stops: '停止位',
  fairness:
    '停止位来自本局可证明公平的数据流：以服务器种子为密钥、对“clientSeed:nonce:0”计算的 HMAC-SHA256。依次读取五个大端序 32 位数 x，从第 1 轴起每轴一个，停止位为 x mod 该轴长度（30 或 32）；落在范围顶端偏差区的值会被舍弃并改用下一个数，因此每个停止位的概率完全相等。',
};

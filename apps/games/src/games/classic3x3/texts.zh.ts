import type { ClassicTexts } from './texts';

/** Classic Sevens in Simplified Chinese. */
export const zh: ClassicTexts = {
  symbols: {
    SEVEN: '七',
    TRIPLE_BAR: '三条 BAR',
    DOUBLE_BAR: '双条 BAR',
    BAR: 'BAR',
    CHERRY: '樱桃',
    BLANK: '空白',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: '三条 BAR ×3',
    threeDoubleBars: '双条 BAR ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: '任意三个 BAR（混合）',
    threeCherries: '樱桃 樱桃 樱桃',
    twoCherries: '第 1、2 轴樱桃 樱桃',
    oneCherry: '第 1 轴樱桃',
  },
  lineWin: '第 {line} 线：{combination} 赢得 {amount}',
  howToPlay: '三个转轴、三行、五条赔付线。每次旋转都投注全部五条线：总投注为 5 × 每线投注。',
  paylinesTitle: '赔付线',
  paylines: [
    '第 1 线：中间一行',
    '第 2 线：上面一行',
    '第 3 线：下面一行',
    '第 4 线：上、中、下（向下斜线）',
    '第 5 线：下、中、上（向上斜线）',
  ],
  paytableTitle: '赔付表',
  combination: '一条线上的组合',
  pays: '赔付',
  paysNote: '赢额为每线投注的倍数。',
  rulesNotes: [
    '每条线只支付其最高的赢额；不同线上的赢额相加。',
    '樱桃从左边起算：第 2 或第 3 轴上的樱桃若第 1 轴没有樱桃则不赔付。',
    '空白不赔付。',
    '单次旋转最高赢额：320 × 每线投注（64 × 总投注）。',
  ],
  reelsTitle: '转轴',
  reelsNote: '每个转轴有 40 个停止位：20 个符号，每个符号后面跟一个空白。',
  symbol: '符号',
  reel: '第 {n} 轴',
  limits: '总投注从 {min} 到 {max}。',
  fairness:
    '停止位来自本局可证明公平的数据流：以服务器种子为密钥、对“clientSeed:nonce:0”计算的 HMAC-SHA256。第 0–3、4–7 和 8–11 字节各读作一个大端序 32 位数 x，以 x mod 40 得出第 1、2、3 轴的停止位。大于或等于 4,294,967,280 的值会被舍弃并改用接下来的四个字节，因此每个停止位的概率完全相等。',
};

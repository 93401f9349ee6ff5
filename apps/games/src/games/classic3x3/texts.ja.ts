import type { ClassicTexts } from './texts';

/** Classic Sevens in Japanese. */
export const ja: ClassicTexts = {
  symbols: {
    SEVEN: 'セブン',
    TRIPLE_BAR: 'トリプルBAR',
    DOUBLE_BAR: 'ダブルBAR',
    BAR: 'BAR',
    CHERRY: 'チェリー',
    BLANK: '空白',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: 'トリプルBAR ×3',
    threeDoubleBars: 'ダブルBAR ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: '任意のBAR 3つ（混合）',
    threeCherries: 'チェリー チェリー チェリー',
    twoCherries: 'リール1と2にチェリー チェリー',
    oneCherry: 'リール1にチェリー',
  },
  lineWin: 'ライン {line}：{combination} で {amount}',
  howToPlay:
    '3リール、3列、5ペイライン。毎回のスピンで5ラインすべてをプレイします：合計ベットは 5 × 1ラインあたりのベットです。',
  paylinesTitle: 'ペイライン',
  paylines: [
    'ライン1：中段',
    'ライン2：上段',
    'ライン3：下段',
    'ライン4：上、中、下（右下がりの斜め）',
    'ライン5：下、中、上（右上がりの斜め）',
  ],
  paytableTitle: '配当表',
  combination: 'ライン上の組み合わせ',
  pays: '配当',
  paysNote: '配当は1ラインあたりのベットの倍数です。',
  rulesNotes: [
    '各ラインは最も高い配当のみを支払います。異なるラインの配当は合算されます。',
    'チェリーは左から数えます：リール1にチェリーがなければ、リール2や3のチェリーは配当になりません。',
    '空白には配当はありません。',
    '1回のスピンの最高配当：1ラインあたりのベットの 320 倍（合計ベットの 64 倍）。',
  ],
  reelsTitle: 'リール',
  reelsNote: '各リールには40のストップがあります：20のシンボルと、その後にそれぞれ空白が1つ。',
  symbol: 'シンボル',
  reel: 'リール {n}',
  limits: '合計ベットは {min}〜{max}。',
  fairness:
    'ストップはラウンドの証明可能な公平なストリームから得られます：サーバーシードをキーとし「clientSeed:nonce:0」に対して計算した HMAC-SHA256 です。バイト 0–3、4–7、8–11 をそれぞれビッグエンディアンの 32 ビット数 x として読み、x mod 40 でリール1、2、3のストップを決めます。4,294,967,280 以上の値は破棄して次の4バイトを使うため、すべてのストップの確率は完全に等しくなります。',
};

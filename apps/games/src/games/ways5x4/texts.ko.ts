import type { WaysTexts } from './texts';

/** Jade Tiger in Korean. */
export const ko: WaysTexts = {
  symbols: {
    WILD: 'WILD',
    TIGER: '호랑이',
    PANDA: '판다',
    CRANE: '학',
    BAMBOO: '대나무',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  waysWin: '{symbol} {reels}개 릴, {ways}, {amount} 지급',
  ways: { one: '{n}가지 방법', other: '{n}가지 방법' },
  howToPlay:
    '릴 5개, 4줄, 1,024가지 방법. 심볼이 릴 1, 2, 3의 어디에든 나오면 지급되며(릴 4와 5까지 이어지면 더 많이), 방법마다 한 번씩 지급됩니다: 방법 수는 각 릴에 나온 횟수를 모두 곱한 값입니다.',
  coins:
    '총 베팅은 20코인이므로 1코인은 총 베팅을 20으로 나눈 값이며, 당첨금은 방법당 코인으로 지급됩니다.',
  limits: '총 베팅 {min} ~ {max}, {step} 단위.',
  paytableTitle: '배당표',
  paytableNote: '왼쪽부터 3, 4, 5개 릴에 나온 심볼의 방법당 코인.',
  symbol: '심볼',
  reelsFromLeft: '릴 {n}개',
  rulesNotes: [
    'WILD는 릴 2, 3, 4에만 나오며 모든 심볼을 대신합니다.',
    '해당 심볼이나 WILD가 없는 첫 번째 릴에서 연속이 끝나며, 릴 1에 있는 심볼만 지급될 수 있습니다.',
    '지급되는 심볼은 모두 지급되고 당첨금은 합산됩니다. 스캐터나 보너스 기능은 없으며 한 라운드는 한 번의 스핀입니다.',
  ],
  example:
    '예: 호랑이가 릴 1에 두 번, 릴 2에 한 번, 릴 3에 한 번 나오고 릴 4에는 없으면, 호랑이 3개의 2 × 1 × 1 = 2가지 방법: 2 × 10 = 20코인으로 베팅 전액이 돌아옵니다.',
  reelsTitle: '릴',
  reel: '릴 {n}',
  stops: '정지 위치',
  fairness:
    '정지 위치는 라운드의 공정성 증명 스트림에서 나옵니다: 서버 시드를 키로 “clientSeed:nonce:0”에 대해 계산한 HMAC-SHA256입니다. 빅 엔디언 32비트 수 x를 릴 1부터 릴마다 하나씩 차례로 다섯 개 읽고, 정지 위치는 x mod 릴 길이(30 또는 32)입니다. 범위 상단의 치우친 값은 버리고 다음 수를 사용하므로 모든 정지 위치의 확률이 정확히 같습니다.',
};

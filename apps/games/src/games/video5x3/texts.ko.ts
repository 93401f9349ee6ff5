import type { VideoTexts } from './texts';

/** Lucky Lanterns in Korean. */
export const ko: VideoTexts = {
  symbols: {
    WILD: '골든 WILD',
    LANTERN: '랜턴',
    DRAGON: '용',
    KOI: '잉어',
    INGOT: '금괴',
    FAN: '부채',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    TEN: '10',
  },
  lineWin: '라인 {line}: {symbol} {count}개 {amount} 지급',
  scatterWin: '랜턴 {count}개 {amount} 지급',
  freeSpinsWon: '프리 스핀 {count}회!',
  freeSpin: '프리 스핀 {index}/{total} · 당첨 ×{multiplier}',
  howToPlay:
    '릴 5개, 3줄, 페이라인 20개. 매 스핀마다 20개 라인을 모두 플레이합니다: 총 베팅은 20 × 라인당 베팅이므로 모든 당첨금이 정확히 지급됩니다.',
  paylinesTitle: '페이라인',
  paylinesNote: '라인은 릴 1(왼쪽)부터 릴 5(오른쪽)까지 각 릴에서 한 위치씩 읽습니다.',
  line: '라인',
  rows: ['위', '가운데', '아래'],
  paytableTitle: '배당표',
  paytableNote:
    '라인 당첨금은 라인당 베팅의 배수이며, 릴 1부터 인접한 릴에 이어진 같은 심볼 3, 4, 5개에 지급됩니다.',
  symbol: '심볼',
  inARow: '{n}개 연속',
  rulesNotes: [
    'WILD는 랜턴을 제외한 모든 심볼을 대신하며, WILD만으로도 지급됩니다.',
    '각 라인은 가장 높은 당첨만 지급합니다: WILD로 시작하는 라인은 WILD만의 당첨과, WILD를 그 심볼로 계산한 첫 번째 다른 심볼의 당첨 중 더 큰 쪽을 지급합니다.',
    '서로 다른 라인의 당첨금은 합산되며, 랜턴 당첨금도 라인 당첨금에 더해집니다.',
  ],
  lanternsTitle: '랜턴과 프리 스핀',
  lanternsNote: '랜턴은 스캐터입니다: 라인 위에 있든 없든 나타나면 총 베팅의 배수로 지급됩니다.',
  lanterns: '어디든 랜턴',
  paysTotal: '지급 (× 총 베팅)',
  and: '그리고',
  freeSpins: '프리 스핀 {n}회',
  freeSpinRules: [
    '프리 스핀은 획득한 스핀과 같은 베팅, 같은 릴과 라인으로 즉시 진행되며 비용이 들지 않습니다. 프리 스핀의 모든 당첨금은 랜턴을 포함해 3배가 됩니다.',
    '프리 스핀 중 랜턴이 3개 이상 나오면 프리 스핀 10회를 추가로 얻으며 제한이 없습니다: 프리 스핀은 남은 횟수가 없을 때까지 계속됩니다.',
    '프리 스핀은 그것을 획득한 유료 스핀에 속합니다: 라운드의 당첨금은 라운드가 끝날 때 한 번에 지급됩니다.',
  ],
  reelsTitle: '릴',
  reelsNote: '각 릴에는 랜턴이 최대 하나만 나옵니다.',
  reel: '릴 {n}',
  stops: '정지 위치',
  limits: '총 베팅 {min} ~ {max}, {step} 단위.',
  fairness:
    '정지 위치는 라운드의 공정성 증명 스트림에서 나옵니다: 서버 시드를 키로 “clientSeed:nonce:0”에 대해 계산한 HMAC-SHA256이며, 바이트가 더 필요하면 “clientSeed:nonce:1”, “:2” … 로 이어집니다. 각 스핀은 다음 빅 엔디언 32비트 수 x 다섯 개를 릴마다 하나씩 읽습니다: 정지 위치는 x mod 릴 길이(28, 30, 30, 31, 30)이며, 범위 상단의 치우친 값은 버리고 다음 수를 사용합니다. 유료 스핀이 먼저 읽고, 각 프리 스핀은 같은 스트림을 이어서 사용합니다.',
};

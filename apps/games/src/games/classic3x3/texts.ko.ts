import type { ClassicTexts } from './texts';

/** Classic Sevens in Korean. */
export const ko: ClassicTexts = {
  symbols: {
    SEVEN: '세븐',
    TRIPLE_BAR: '트리플 BAR',
    DOUBLE_BAR: '더블 BAR',
    BAR: 'BAR',
    CHERRY: '체리',
    BLANK: '빈칸',
  },
  combinations: {
    threeSevens: '7 7 7',
    threeTripleBars: '트리플 BAR ×3',
    threeDoubleBars: '더블 BAR ×3',
    threeBars: 'BAR ×3',
    anyThreeBars: '아무 BAR 3개 (혼합)',
    threeCherries: '체리 체리 체리',
    twoCherries: '릴 1과 2에 체리 체리',
    oneCherry: '릴 1에 체리',
  },
  lineWin: '라인 {line}: {combination} {amount} 지급',
  howToPlay:
    '릴 3개, 3줄, 페이라인 5개. 매 스핀마다 5개 라인을 모두 플레이합니다: 총 베팅은 5 × 라인당 베팅입니다.',
  paylinesTitle: '페이라인',
  paylines: [
    '라인 1: 가운데 줄',
    '라인 2: 위쪽 줄',
    '라인 3: 아래쪽 줄',
    '라인 4: 위, 가운데, 아래 (내려가는 대각선)',
    '라인 5: 아래, 가운데, 위 (올라가는 대각선)',
  ],
  paytableTitle: '배당표',
  combination: '라인 위의 조합',
  pays: '지급',
  paysNote: '당첨금은 라인당 베팅의 배수입니다.',
  rulesNotes: [
    '각 라인은 가장 높은 당첨만 지급하며, 서로 다른 라인의 당첨금은 합산됩니다.',
    '체리는 왼쪽부터 셉니다: 릴 1에 체리가 없으면 릴 2나 3의 체리는 지급되지 않습니다.',
    '빈칸은 지급되지 않습니다.',
    '한 번의 스핀 최대 당첨: 라인당 베팅의 320배 (총 베팅의 64배).',
  ],
  reelsTitle: '릴',
  reelsNote: '각 릴에는 40개의 정지 위치가 있습니다: 심볼 20개, 각 심볼 뒤에 빈칸 하나.',
  symbol: '심볼',
  reel: '릴 {n}',
  limits: '총 베팅 {min} ~ {max}.',
  fairness:
    '정지 위치는 라운드의 공정성 증명 스트림에서 나옵니다: 서버 시드를 키로 “clientSeed:nonce:0”에 대해 계산한 HMAC-SHA256입니다. 바이트 0–3, 4–7, 8–11을 각각 빅 엔디언 32비트 수 x로 읽어 x mod 40으로 릴 1, 2, 3의 정지 위치를 정합니다. 4,294,967,280 이상의 값은 버리고 다음 4바이트를 사용하므로 모든 정지 위치의 확률이 정확히 같습니다.',
};

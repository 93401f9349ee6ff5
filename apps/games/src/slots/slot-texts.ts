const en = {
  reels: 'Reels',
  skip: 'Show the result',
  freeSpinsTotal: 'You won {amount} with {count} free spins',
};

const vi: typeof en = {
  reels: 'Cuộn quay',
  skip: 'Xem kết quả',
  freeSpinsTotal: 'Bạn thắng {amount} với {count} lượt quay miễn phí',
};

const zh: typeof en = {
  reels: '转轴',
  skip: '显示结果',
  freeSpinsTotal: '您在 {count} 次免费旋转中赢得 {amount}',
};

const ja: typeof en = {
  reels: 'リール',
  skip: '結果を表示',
  freeSpinsTotal: '{count} 回のフリースピンで {amount} 獲得',
};

const ko: typeof en = {
  reels: '릴',
  skip: '결과 보기',
  freeSpinsTotal: '프리 스핀 {count}회로 {amount} 당첨',
};

const th: typeof en = {
  reels: 'วงล้อ',
  skip: 'แสดงผลลัพธ์',
  freeSpinsTotal: 'คุณชนะ {amount} จากฟรีสปิน {count} ครั้ง',
};

const id: typeof en = {
  reels: 'Gulungan',
  skip: 'Tampilkan hasil',
  freeSpinsTotal: 'Anda menang {amount} dengan {count} putaran gratis',
};

const ms: typeof en = {
  reels: 'Gelendong',
  skip: 'Tunjukkan keputusan',
  freeSpinsTotal: 'Anda menang {amount} dengan {count} putaran percuma',
};

const tl: typeof en = {
  reels: 'Mga reel',
  skip: 'Ipakita ang resulta',
  freeSpinsTotal: 'Nanalo ka ng {amount} sa {count} na free spin',
};

const km: typeof en = {
  reels: 'រង្វិល',
  skip: 'បង្ហាញលទ្ធផល',
  freeSpinsTotal: 'អ្នកបានឈ្នះ {amount} ជាមួយការបង្វិលឥតគិតថ្លៃ {count} ដង',
};

export const slotTexts = { en, vi, zh, ja, ko, th, id, ms, tl, km } as const;

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

export const slotTexts = { en, vi } as const;

import type { AnnouncementType } from '@croupier/contract';

type Text = { title: string; content: string };

export type DemoAnnouncement = {
  code: string;
  type: AnnouncementType;
  /** Went live this many hours before the seed ran (the notice modal's timestamp). */
  hoursAgo: number;
  sortOrder: number;
  groupName?: string;
  url?: string;
  /** A banner's phone art; the banner's text is laid over it by the site. */
  mobileUrl?: string;
  promotionType?: string;
  text: { EN: Text; VI: Text };
};

const banners: DemoAnnouncement[] = [
  {
    code: 'demo-banner-home-welcome',
    type: 'B',
    hoursAgo: 1,
    sortOrder: 1,
    groupName: 'w_home',
    url: '/demo/banners/home-welcome.svg',
    mobileUrl: '/demo/banners/home-welcome-phone.svg',
    text: {
      EN: {
        title: 'DEMO · Welcome to Croupier Demo',
        content:
          '<p>A demonstration brand of the open-source Croupier platform. <strong>Play money only.</strong></p>',
      },
      VI: {
        title: 'DEMO · Chào mừng đến với Croupier Demo',
        content:
          '<p>Thương hiệu trình diễn của nền tảng mã nguồn mở Croupier. <strong>Chỉ dùng tiền ảo.</strong></p>',
      },
    },
  },
  {
    code: 'demo-banner-home-studio',
    type: 'B',
    hoursAgo: 1,
    sortOrder: 2,
    groupName: 'w_home',
    url: '/demo/banners/home-studio.svg',
    mobileUrl: '/demo/banners/home-studio-phone.svg',
    text: {
      EN: {
        title: 'DEMO · Studio games',
        content:
          '<p>Slots, table games and lottery from the built-in studio, with provably fair results. Play money only.</p>',
      },
      VI: {
        title: 'DEMO · Trò chơi Studio',
        content:
          '<p>Slot, trò chơi bàn và xổ số từ studio tích hợp, kết quả có thể kiểm chứng công bằng. Chỉ dùng tiền ảo.</p>',
      },
    },
  },
  {
    code: 'demo-banner-login',
    type: 'B',
    hoursAgo: 1,
    sortOrder: 1,
    groupName: 'w_login',
    url: '/demo/banners/login.svg',
    text: {
      EN: {
        title: 'DEMO · Sign in to the demo',
        content: '<p>Try the demo account <strong>player1</strong>. No real money is involved.</p>',
      },
      VI: {
        title: 'DEMO · Đăng nhập bản demo',
        content:
          '<p>Hãy thử tài khoản demo <strong>player1</strong>. Không liên quan đến tiền thật.</p>',
      },
    },
  },
  {
    code: 'demo-banner-register',
    type: 'B',
    hoursAgo: 1,
    sortOrder: 1,
    groupName: 'w_register',
    url: '/demo/banners/register.svg',
    text: {
      EN: {
        title: 'DEMO · Create a play-money account',
        content:
          '<p>Registering on this demo site creates a play-money account. Nothing won here can be withdrawn.</p>',
      },
      VI: {
        title: 'DEMO · Tạo tài khoản tiền ảo',
        content:
          '<p>Đăng ký trên trang demo này chỉ tạo tài khoản tiền ảo. Mọi khoản thắng tại đây đều không thể rút.</p>',
      },
    },
  },
];

/** The two notices that head the marquee; newest, so they also open the notice modal. */
const marquee: DemoAnnouncement[] = [
  {
    code: 'demo-notice-welcome',
    type: 'PL',
    hoursAgo: 1,
    sortOrder: 1,
    text: {
      EN: {
        title: 'Welcome to Croupier Demo — a demonstration site with play money only.',
        content:
          '<p>Croupier Demo is a demonstration of the open-source Croupier platform. Balances are play money and no prize is ever paid out.</p>',
      },
      VI: {
        title: 'Chào mừng đến với Croupier Demo — trang trình diễn chỉ dùng tiền ảo.',
        content:
          '<p>Croupier Demo là bản trình diễn của nền tảng mã nguồn mở Croupier. Số dư là tiền ảo và không có giải thưởng nào được chi trả.</p>',
      },
    },
  },
  {
    code: 'demo-notice-play-responsibly',
    type: 'PL',
    hoursAgo: 2,
    sortOrder: 2,
    text: {
      EN: {
        title: 'Play responsibly: set limits, take breaks and never chase losses. 18+ only.',
        content:
          '<p>Gaming should be entertainment. Set a budget before you play, take regular breaks and read our <a href="/help#responsible-gaming">Responsible Gaming</a> page.</p>',
      },
      VI: {
        title:
          'Chơi có trách nhiệm: đặt giới hạn, nghỉ ngơi và không cố gỡ thua. Chỉ dành cho 18+.',
        content:
          '<p>Trò chơi nên là giải trí. Hãy đặt ngân sách trước khi chơi, nghỉ ngơi thường xuyên và đọc trang <a href="/help#responsible-gaming">Chơi có trách nhiệm</a>.</p>',
      },
    },
  },
];

function notice(
  code: string,
  daysAgo: number,
  en: [string, string],
  vi: [string, string],
): DemoAnnouncement {
  return {
    code: `demo-notice-${code}`,
    type: 'PL',
    hoursAgo: daysAgo * 24,
    sortOrder: 10,
    text: {
      EN: { title: en[0], content: `<p>${en[1]}</p><p><em>Demo notice.</em></p>` },
      VI: { title: vi[0], content: `<p>${vi[1]}</p><p><em>Thông báo demo.</em></p>` },
    },
  };
}

/** Older notices for the notice modal, enough for a second page. */
const notices: DemoAnnouncement[] = [
  notice(
    'maintenance',
    1,
    [
      'Scheduled maintenance on Sunday 02:00–04:00 UTC',
      'The site will be unavailable for up to two hours while we upgrade our servers. Balances are not affected.',
    ],
    [
      'Bảo trì định kỳ Chủ nhật 02:00–04:00 UTC',
      'Trang web sẽ tạm ngừng tối đa hai giờ để nâng cấp máy chủ. Số dư của bạn không bị ảnh hưởng.',
    ],
  ),
  notice(
    'new-slot',
    2,
    [
      'New studio slot now live',
      'A new five-reel slot has joined the studio lobby. Find it under Slots.',
    ],
    ['Slot studio mới đã ra mắt', 'Một trò slot năm cuộn mới đã có trong sảnh studio, mục Slot.'],
  ),
  notice(
    'password',
    4,
    [
      'Protect your account with a strong password',
      'Use a password you use nowhere else and never share it. Our staff will never ask for it.',
    ],
    [
      'Bảo vệ tài khoản bằng mật khẩu mạnh',
      'Hãy dùng mật khẩu riêng cho trang này và không chia sẻ với ai. Nhân viên sẽ không bao giờ hỏi mật khẩu của bạn.',
    ],
  ),
  notice(
    'phishing',
    6,
    [
      'Beware of fake sites and messages',
      'Sign in only on the addresses listed on this site. Report suspicious links to customer service.',
    ],
    [
      'Cảnh giác với trang web và tin nhắn giả mạo',
      'Chỉ đăng nhập tại các địa chỉ được công bố trên trang này. Hãy báo liên kết đáng ngờ cho bộ phận chăm sóc khách hàng.',
    ],
  ),
  notice(
    'withdrawals',
    8,
    [
      'Withdrawal processing times',
      'Withdrawal requests are reviewed in the order received, normally within 30 minutes.',
    ],
    [
      'Thời gian xử lý rút tiền',
      'Yêu cầu rút tiền được xem xét theo thứ tự nhận, thường trong vòng 30 phút.',
    ],
  ),
  notice(
    'lottery-schedule',
    10,
    [
      'Lottery draw schedule',
      'Draw times for every lottery are shown in its lobby. Bets close one minute before each draw.',
    ],
    [
      'Lịch quay số xổ số',
      'Giờ quay của từng loại xổ số được hiển thị trong sảnh. Cược đóng một phút trước mỗi lượt quay.',
    ],
  ),
  notice(
    'cashback',
    12,
    [
      'Cashback is calculated daily',
      'Eligible cashback is calculated after midnight and shown in the Cashback page of your account.',
    ],
    [
      'Hoàn tiền được tính hằng ngày',
      'Khoản hoàn tiền hợp lệ được tính sau nửa đêm và hiển thị trong trang Hoàn tiền của tài khoản.',
    ],
  ),
  notice(
    'vip',
    14,
    [
      'VIP ranks explained',
      'Your rank grows with your play. Higher ranks get a dedicated service line.',
    ],
    [
      'Giới thiệu cấp bậc VIP',
      'Cấp bậc của bạn tăng theo mức độ chơi. Cấp càng cao càng có kênh hỗ trợ riêng.',
    ],
  ),
  notice(
    'sports-feed',
    16,
    [
      'Live betting pauses during feed outages',
      'When a sports data feed is interrupted, live markets are suspended until prices are confirmed again.',
    ],
    [
      'Cược trực tiếp tạm dừng khi mất dữ liệu',
      'Khi nguồn dữ liệu thể thao bị gián đoạn, các kèo trực tiếp sẽ tạm ngừng cho đến khi tỷ lệ được xác nhận lại.',
    ],
  ),
  notice(
    'service-hours',
    18,
    [
      'Customer service is open 24/7',
      'Reach us through live chat at any time, or by e-mail as listed on the Contact Us page.',
    ],
    [
      'Chăm sóc khách hàng hoạt động 24/7',
      'Liên hệ qua trò chuyện trực tuyến bất cứ lúc nào, hoặc qua e-mail ghi tại trang Liên hệ.',
    ],
  ),
  notice(
    'limits',
    20,
    [
      'Deposit limits and self-exclusion',
      'You can ask customer service to set a deposit limit or to close your account for a period of your choice.',
    ],
    [
      'Giới hạn nạp tiền và tự loại trừ',
      'Bạn có thể yêu cầu bộ phận chăm sóc khách hàng đặt giới hạn nạp tiền hoặc tạm khóa tài khoản trong thời gian bạn chọn.',
    ],
  ),
  notice(
    'languages',
    22,
    [
      'The site is now available in Vietnamese',
      'Choose Tiếng Việt from the language menu at the top of the page.',
    ],
    ['Trang web đã có tiếng Việt', 'Chọn Tiếng Việt trong menu ngôn ngữ ở đầu trang.'],
  ),
];

const popup: DemoAnnouncement = {
  code: 'demo-popup-welcome',
  type: 'PU',
  hoursAgo: 1,
  sortOrder: 1,
  text: {
    EN: {
      title: 'This is a demo site',
      content:
        '<p>Croupier Demo shows the open-source Croupier platform. Balances are <strong>play money</strong>: no deposit or withdrawal moves real funds and no prize is paid out.</p>' +
        '<p>This brand holds no gaming licence and accepts no real bets.</p>',
    },
    VI: {
      title: 'Đây là trang demo',
      content:
        '<p>Croupier Demo giới thiệu nền tảng mã nguồn mở Croupier. Số dư là <strong>tiền ảo</strong>: không giao dịch nạp hay rút nào dùng tiền thật và không có giải thưởng nào được chi trả.</p>' +
        '<p>Thương hiệu này không có giấy phép trò chơi và không nhận cược thật.</p>',
    },
  },
};

const promotions: DemoAnnouncement[] = [
  {
    code: 'demo-promo-welcome-bonus',
    type: 'PR',
    hoursAgo: 1,
    sortOrder: 1,
    promotionType: 'NEW_MEMBER',
    url: '/demo/promotions/welcome-bonus.svg',
    text: {
      EN: {
        title: 'DEMO · 100% welcome bonus in play money',
        content:
          '<p>New demo accounts get their first play-money deposit matched 100% up to P 1,000.</p>' +
          '<ul><li>Join the promotion before your first deposit; deposits from P 50.</li><li>Turnover 10× the bonus before withdrawal: see Bonus details in the member centre.</li><li>One bonus per player.</li><li>Demo promotion: play money only, nothing is paid out.</li></ul>',
      },
      VI: {
        title: 'DEMO · Thưởng chào mừng 100% bằng tiền ảo',
        content:
          '<p>Tài khoản demo mới được thưởng 100% lần nạp tiền ảo đầu tiên, tối đa P 1,000.</p>' +
          '<ul><li>Tham gia khuyến mãi trước lần nạp đầu tiên; nạp từ P 50.</li><li>Cần cược đủ 10 lần tiền thưởng trước khi rút: xem Chi tiết tiền thưởng trong trung tâm thành viên.</li><li>Mỗi người chơi chỉ nhận một lần.</li><li>Khuyến mãi demo: chỉ tiền ảo, không chi trả thật.</li></ul>',
      },
    },
  },
  {
    code: 'demo-promo-daily-cashback',
    type: 'PR',
    hoursAgo: 1,
    sortOrder: 2,
    promotionType: 'REBATE',
    url: '/demo/promotions/daily-cashback.svg',
    text: {
      EN: {
        title: 'DEMO · 1% daily cashback',
        content:
          '<p>Get 1% of yesterday’s valid bets back every day, with no turnover requirement.</p>' +
          '<p>Demo promotion: cashback is paid in play money.</p>',
      },
      VI: {
        title: 'DEMO · Hoàn tiền 1% mỗi ngày',
        content:
          '<p>Nhận lại 1% tổng cược hợp lệ của ngày hôm trước, không yêu cầu vòng cược.</p>' +
          '<p>Khuyến mãi demo: hoàn tiền bằng tiền ảo.</p>',
      },
    },
  },
];

/** The demo brand's banners, notices, popup and promotions, each in EN and VI. */
export const demoAnnouncements: DemoAnnouncement[] = [
  ...banners,
  ...marquee,
  ...notices,
  popup,
  ...promotions,
];

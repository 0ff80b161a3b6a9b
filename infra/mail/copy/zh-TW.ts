import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `${name}，您好：` : '您好：');
const links = (p: Record<string, string>) => userLinks(p, '取消預約：', '變更時間：');

export const zhTW: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: '您的 Bawaba 驗證碼',
      lines: (p) => [hello(p.name), `您的驗證碼是：${p.code}`, '驗證碼在 15 分鐘內有效。如果您沒有註冊 Bawaba 帳號，請忽略這封郵件。'],
    },
    'password-reset': {
      subject: '重設您的 Bawaba 密碼',
      lines: (p) => [hello(p.name), '有人要求重設您的 Bawaba 帳號密碼。請在一小時內使用以下連結：', p.link ?? '', '如果這不是您本人的操作，請忽略這封郵件，您的密碼不會變更。'],
      action: '重設密碼',
    },
    'registration-attempt': {
      subject: '有人嘗試以您的電子郵件地址註冊',
      lines: (p) => [
        hello(p.name),
        '剛才有人嘗試以這個電子郵件地址建立新的 Bawaba 帳號。您已經有帳號，因此沒有建立新帳號。',
        '如果是您本人，請直接登入；如果忘記密碼，可以在登入頁面重設：',
        p.link ?? '',
        '如果不是您本人，可以忽略這封郵件，您的帳號沒有任何變更。',
      ],
      action: '登入',
    },
    'credentials-changed': {
      subject: '您的 Bawaba 登入資訊已變更',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => '您的 Bawaba 帳號密碼已變更。',
          'password-reset': () => '您的 Bawaba 帳號密碼已透過郵件寄送的連結重設。',
          'provider-linked': (name) => `您的 Bawaba 帳號已連結 ${name} 登入。`,
          'provider-unlinked': (name) => `您的 Bawaba 帳號已取消連結 ${name} 登入。`,
          'two-step-enabled': () => '您的 Bawaba 帳號已開啟使用驗證器應用程式的兩步驟登入。',
        }),
        `時間：${p.when}`,
        '如果是您本人的操作，無需再做任何事。',
        '如果不是您本人的操作，請立即透過下方連結重設密碼，並與我們聯絡，以便我們協助您保護帳號：',
        p.link ?? '',
      ],
      action: '重設密碼',
      aside: '聯絡我們',
    },
    'mfa-code-reused': {
      subject: '有人在您的 Bawaba 帳號輸入了已使用過的登入代碼',
      lines: (p) => [
        hello(p.name),
        '有人通過了登入您的 Bawaba 帳號的第一步，接著輸入了一組已使用過的兩步驟登入代碼。該代碼已被拒絕，沒有人登入。',
        `時間：${p.when}`,
        '如果是您本人的操作（例如同一組代碼輸入了兩次），無需再做任何事。',
        '如果不是您本人的操作，可能有人知道您的密碼：請立即透過下方連結重設密碼，並與我們聯絡：',
        p.link ?? '',
      ],
      action: '重設密碼',
      aside: '聯絡我們',
    },
    welcome: {
      subject: '歡迎使用 Bawaba',
      lines: () => [hello(), '您的企業資料已填寫完整。儀表板現在會顯示您的方案、接下來的步驟，以及方案包含的內容。', '您可以在那裡進行市場搜尋、尋找在地合作夥伴，並預約專家諮詢。'],
    },
    'booking-confirmed': {
      subject: '您的 Bawaba 諮詢已確認',
      lines: (p) => [hello(), `「${p.topic}」諮詢已確認，時間為 ${p.when}（利雅德時間；UTC ${p.whenUtc}）。`, '已附上行事曆邀請。會議室會在開始前 10 分鐘開放。', ...links(p)],
      action: '查看預約',
    },
    'booking-moved': {
      subject: '您的 Bawaba 諮詢時間已變更',
      lines: (p) => [hello(), `「${p.topic}」諮詢已改至 ${p.when}（利雅德時間；UTC ${p.whenUtc}）。`, '已附上更新後的行事曆邀請。', ...links(p)],
      action: '查看預約',
    },
    'booking-cancelled': {
      subject: '您的 Bawaba 諮詢已取消',
      lines: (p) => [hello(), `原定於 ${p.when}（利雅德時間）的「${p.topic}」諮詢已取消。`, `原因：${p.reason}`, '附件中的更新會將它從您的行事曆中移除。'],
      action: '我的預約',
    },
    'booking-reschedule-requested': {
      subject: '您的專家要求變更諮詢時間',
      lines: (p) => [hello(), `您的專家要求變更原定於 ${p.when}（利雅德時間）的「${p.topic}」諮詢。`, `原因：${p.reason}`, `請選擇新的時間或婉拒此要求：${p.rescheduleLink}`],
      action: '選擇新時間',
    },
    'booking-reminder': {
      subject: (p) => `提醒：您的諮詢將在 ${p.lead === '1h' ? '1 小時' : '24 小時'}後開始`,
      lines: (p) => [hello(), `「${p.topic}」諮詢將於 ${p.when}（利雅德時間；UTC ${p.whenUtc}）開始。`, '會議室會在開始前 10 分鐘開放。', ...links(p)],
      action: '查看預約',
    },
    'newsletter-confirmation': {
      subject: '請確認訂閱 Bawaba 電子報',
      lines: (p) => [hello(), '有人（希望是您）申請以這個地址接收 Bawaba 電子報。請透過下方連結確認：', p.link ?? '', '如果不是您本人，請忽略這封郵件，您不會收到任何內容。'],
      action: '確認訂閱',
      aside: '我沒有申請訂閱',
    },
    'hiring-application-received': {
      subject: '我們已收到您向 Bawaba 提出的應徵',
      lines: (p) => [hello(p.name), `感謝您應徵「${p.position}」職位。我們已收到您的應徵資料與履歷。`, '我們會仔細閱讀每一份應徵資料，審閱完畢後會寫信給您。'],
    },
  },
  issueFooter: { why: '您收到這封郵件，是因為您訂閱了 Bawaba 電子報。', unsubscribe: '取消訂閱' },
};

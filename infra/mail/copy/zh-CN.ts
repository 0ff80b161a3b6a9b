import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `${name}，您好：` : '您好：');
const links = (p: Record<string, string>) => userLinks(p, '取消预约：', '更改时间：');

export const zhCN: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: '您的 Bawaba 验证码',
      lines: (p) => [hello(p.name), `您的验证码是：${p.code}`, '验证码 15 分钟内有效。如果您没有注册 Bawaba 账户，请忽略此邮件。'],
    },
    'password-reset': {
      subject: '重置您的 Bawaba 密码',
      lines: (p) => [hello(p.name), '有人请求重置您的 Bawaba 账户密码。请在一小时内使用以下链接：', p.link ?? '', '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。'],
      action: '重置密码',
    },
    'registration-attempt': {
      subject: '有人尝试用您的邮箱地址注册',
      lines: (p) => [
        hello(p.name),
        '刚才有人尝试用此邮箱地址创建新的 Bawaba 账户。您已经有账户，因此没有创建新账户。',
        '如果是您本人，请直接登录；如果忘记了密码，可以在登录页面重置：',
        p.link ?? '',
        '如果不是您本人，可以忽略此邮件，您的账户没有任何变化。',
      ],
      action: '登录',
    },
    'credentials-changed': {
      subject: '您的 Bawaba 登录信息已更改',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => '您的 Bawaba 账户密码已更改。',
          'password-reset': () => '您的 Bawaba 账户密码已通过邮件中发送的链接重置。',
          'provider-linked': (name) => `您的 Bawaba 账户已关联 ${name} 登录。`,
          'provider-unlinked': (name) => `您的 Bawaba 账户已取消关联 ${name} 登录。`,
          'two-step-enabled': () => '您的 Bawaba 账户已开启使用身份验证器应用的两步登录。',
        }),
        `时间：${p.when}`,
        '如果是您本人的操作，无需再做任何事。',
        '如果不是您本人的操作，请立即通过下方链接重置密码，并与我们联系，以便我们帮助您保护账户：',
        p.link ?? '',
      ],
      action: '重置密码',
      aside: '联系我们',
    },
    'mfa-code-reused': {
      subject: '有人在您的 Bawaba 账户中输入了已使用过的登录代码',
      lines: (p) => [
        hello(p.name),
        '有人通过了登录您的 Bawaba 账户的第一步，随后输入了一个已使用过的两步登录代码。该代码已被拒绝，没有人登录。',
        `时间：${p.when}`,
        '如果是您本人的操作（例如同一代码输入了两次），无需再做任何事。',
        '如果不是您本人的操作，可能有人知道您的密码：请立即通过下方链接重置密码，并与我们联系：',
        p.link ?? '',
      ],
      action: '重置密码',
      aside: '联系我们',
    },
    welcome: {
      subject: '欢迎使用 Bawaba',
      lines: () => [hello(), '您的企业资料已填写完整。仪表盘现在会显示您的方案、后续步骤以及方案包含的内容。', '您可以在那里进行市场搜索、寻找本地合作伙伴，并预约专家咨询。'],
    },
    'booking-confirmed': {
      subject: '您的 Bawaba 咨询已确认',
      lines: (p) => [hello(), `“${p.topic}”咨询已确认，时间为 ${p.when}（利雅得时间；UTC ${p.whenUtc}）。`, '日历邀请已附上。会议室在开始前 10 分钟开放。', ...links(p)],
      action: '查看预约',
    },
    'booking-moved': {
      subject: '您的 Bawaba 咨询时间已更改',
      lines: (p) => [hello(), `“${p.topic}”咨询已改至 ${p.when}（利雅得时间；UTC ${p.whenUtc}）。`, '已附上更新后的日历邀请。', ...links(p)],
      action: '查看预约',
    },
    'booking-cancelled': {
      subject: '您的 Bawaba 咨询已取消',
      lines: (p) => [hello(), `原定于 ${p.when}（利雅得时间）的“${p.topic}”咨询已取消。`, `原因：${p.reason}`, '附件中的更新会将其从您的日历中移除。'],
      action: '我的预约',
    },
    'booking-reschedule-requested': {
      subject: '您的专家请求更改咨询时间',
      lines: (p) => [hello(), `您的专家请求更改原定于 ${p.when}（利雅得时间）的“${p.topic}”咨询。`, `原因：${p.reason}`, `请选择新的时间或拒绝该请求：${p.rescheduleLink}`],
      action: '选择新时间',
    },
    'booking-reminder': {
      subject: (p) => `提醒：您的咨询将在 ${p.lead === '1h' ? '1 小时' : '24 小时'}后开始`,
      lines: (p) => [hello(), `“${p.topic}”咨询将于 ${p.when}（利雅得时间；UTC ${p.whenUtc}）开始。`, '会议室在开始前 10 分钟开放。', ...links(p)],
      action: '查看预约',
    },
    'newsletter-confirmation': {
      subject: '请确认订阅 Bawaba 简报',
      lines: (p) => [hello(), '有人（希望是您）申请在此地址接收 Bawaba 简报。请通过下面的链接确认：', p.link ?? '', '如果不是您本人，请忽略此邮件，您不会收到任何内容。'],
      action: '确认订阅',
      aside: '我没有申请订阅',
    },
    'hiring-application-received': {
      subject: '我们已收到您向 Bawaba 提交的申请',
      lines: (p) => [hello(p.name), `感谢您申请“${p.position}”职位。我们已收到您的申请材料和简历。`, '我们会认真阅读每一份申请，审核完您的申请后会给您回信。'],
    },
  },
  issueFooter: { why: '您收到此邮件，是因为您订阅了 Bawaba 简报。', unsubscribe: '退订' },
};

import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `${name} 様` : 'こんにちは。');
const links = (p: Record<string, string>) => userLinks(p, 'キャンセルはこちら:', '日時の変更はこちら:');

export const ja: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Bawaba 認証コードのお知らせ',
      lines: (p) => [hello(p.name), `認証コード: ${p.code}`, 'このコードの有効期限は15分です。Bawabaのアカウントを作成した覚えがない場合は、このメールを無視してください。'],
    },
    'password-reset': {
      subject: 'Bawaba パスワード再設定のご案内',
      lines: (p) => [
        hello(p.name),
        'Bawabaアカウントのパスワード再設定のリクエストを受け付けました。1時間以内に次のリンクからお手続きください:',
        p.link ?? '',
        'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      ],
      action: 'パスワードを再設定',
    },
    'registration-attempt': {
      subject: 'お使いのメールアドレスで登録が試みられました',
      lines: (p) => [
        hello(p.name),
        'このメールアドレスでBawabaの新しいアカウントを作成しようとする操作がありました。すでにアカウントをお持ちのため、新しいアカウントは作成されていません。',
        'ご本人の場合は、そのままログインしてください。パスワードをお忘れの場合は、ログインページから再設定できます:',
        p.link ?? '',
        'お心当たりがない場合は、このメールを無視してください。アカウントには何も変更はありません。',
      ],
      action: 'ログイン',
    },
    'credentials-changed': {
      subject: 'Bawabaのログイン情報が変更されました',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Bawabaアカウントのパスワードが変更されました。',
          'password-reset': () => 'メールで送信されたリンクから、Bawabaアカウントのパスワードが再設定されました。',
          'provider-linked': (name) => `Bawabaアカウントに${name}でのログインが連携されました。`,
          'provider-unlinked': (name) => `Bawabaアカウントから${name}でのログインの連携が解除されました。`,
          'two-step-enabled': () => 'Bawabaアカウントで、認証アプリによる2段階ログインが有効になりました。',
        }),
        `日時: ${p.when}`,
        'ご本人による操作であれば、これ以上の対応は不要です。',
        'お心当たりがない場合は、下記のリンクから今すぐパスワードを再設定し、アカウントの保護のため当社までご連絡ください:',
        p.link ?? '',
      ],
      action: 'パスワードを再設定',
      aside: 'お問い合わせ',
    },
    'mfa-code-reused': {
      subject: 'Bawabaアカウントで使用済みのログインコードが入力されました',
      lines: (p) => [
        hello(p.name),
        '何者かがBawabaアカウントへのログインの最初の手順を通過した後、すでに使用された2段階ログインのコードを入力しました。このコードは拒否され、ログインは行われていません。',
        `日時: ${p.when}`,
        'ご本人による操作（コードを2回入力した場合など）であれば、これ以上の対応は不要です。',
        'お心当たりがない場合は、パスワードが第三者に知られている可能性があります。下記のリンクから今すぐ再設定し、当社までご連絡ください:',
        p.link ?? '',
      ],
      action: 'パスワードを再設定',
      aside: 'お問い合わせ',
    },
    welcome: {
      subject: 'Bawabaへようこそ',
      lines: () => [
        hello(),
        '企業プロフィールの登録が完了しました。ダッシュボードに、ご利用中のプラン、次のステップ、プランに含まれる内容が表示されるようになりました。',
        'ダッシュボードから、市場調査、現地パートナー探し、専門家への相談予約ができます。',
      ],
    },
    'booking-confirmed': {
      subject: 'Bawabaの相談予約が確定しました',
      lines: (p) => [
        hello(),
        `「${p.topic}」の相談が ${p.when}（リヤド時間、UTC ${p.whenUtc}）に確定しました。`,
        'カレンダーの招待状を添付しています。ミーティングルームは開始の10分前に開きます。',
        ...links(p),
      ],
      action: '予約を表示',
    },
    'booking-moved': {
      subject: 'Bawabaの相談の日時が変更されました',
      lines: (p) => [hello(), `「${p.topic}」の相談は ${p.when}（リヤド時間、UTC ${p.whenUtc}）に変更されました。`, '更新したカレンダーの招待状を添付しています。', ...links(p)],
      action: '予約を表示',
    },
    'booking-cancelled': {
      subject: 'Bawabaの相談がキャンセルされました',
      lines: (p) => [hello(), `${p.when}（リヤド時間）の「${p.topic}」の相談はキャンセルされました。`, `理由: ${p.reason}`, '添付の更新により、カレンダーから予定が削除されます。'],
      action: '予約一覧',
    },
    'booking-reschedule-requested': {
      subject: '専門家から相談の日時変更の依頼がありました',
      lines: (p) => [
        hello(),
        `専門家から、${p.when}（リヤド時間）の「${p.topic}」の相談について日時変更の依頼がありました。`,
        `理由: ${p.reason}`,
        `新しい日時を選ぶか、依頼をお断りください: ${p.rescheduleLink}`,
      ],
      action: '新しい日時を選ぶ',
    },
    'booking-reminder': {
      subject: (p) => `リマインダー: 相談は${p.lead === '1h' ? '1時間' : '24時間'}後に始まります`,
      lines: (p) => [hello(), `「${p.topic}」の相談は ${p.when}（リヤド時間、UTC ${p.whenUtc}）に始まります。`, 'ミーティングルームは開始の10分前に開きます。', ...links(p)],
      action: '予約を表示',
    },
    'newsletter-confirmation': {
      subject: 'Bawabaニュースレター購読のご確認',
      lines: (p) => [
        hello(),
        'このアドレスでBawabaニュースレターの受信が申し込まれました（ご本人によるものであれば幸いです）。下のリンクから確認してください:',
        p.link ?? '',
        'お心当たりがない場合は、このメールを無視してください。今後メールが届くことはありません。',
      ],
      action: '購読を確認する',
      aside: '申し込んでいません',
    },
    'hiring-application-received': {
      subject: 'Bawabaへのご応募を受け付けました',
      lines: (p) => [
        hello(p.name),
        `「${p.position}」の職にご応募いただき、ありがとうございます。応募書類と履歴書を受け取りました。`,
        'すべての応募に目を通しており、選考後にあらためてご連絡いたします。',
      ],
    },
  },
  issueFooter: { why: 'このメールは、Bawabaニュースレターを購読されている方にお送りしています。', unsubscribe: '購読を解除' },
};

import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.');
const links = (p: Record<string, string>) => userLinks(p, '취소하기:', '일정 변경하기:');

export const ko: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Bawaba 인증 코드',
      lines: (p) => [hello(p.name), `인증 코드: ${p.code}`, '이 코드는 15분 동안 유효합니다. Bawaba 계정을 만든 적이 없다면 이 이메일을 무시하셔도 됩니다.'],
    },
    'password-reset': {
      subject: 'Bawaba 비밀번호 재설정',
      lines: (p) => [
        hello(p.name),
        'Bawaba 계정의 비밀번호 재설정 요청이 접수되었습니다. 1시간 안에 아래 링크를 사용해 주세요:',
        p.link ?? '',
        '본인이 요청하지 않았다면 이 이메일을 무시해 주세요. 비밀번호는 그대로 유지됩니다.',
      ],
      action: '비밀번호 재설정',
    },
    'registration-attempt': {
      subject: '회원님의 이메일 주소로 가입 시도가 있었습니다',
      lines: (p) => [
        hello(p.name),
        '방금 누군가 이 이메일 주소로 새 Bawaba 계정을 만들려고 했습니다. 이미 계정이 있으므로 새 계정은 만들어지지 않았습니다.',
        '본인이라면 기존 계정으로 로그인해 주세요. 비밀번호를 잊으셨다면 로그인 페이지에서 재설정할 수 있습니다:',
        p.link ?? '',
        '본인이 아니라면 이 이메일을 무시하셔도 됩니다. 계정에는 아무런 변경도 없습니다.',
      ],
      action: '로그인',
    },
    'credentials-changed': {
      subject: 'Bawaba 로그인 정보가 변경되었습니다',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Bawaba 계정의 비밀번호가 변경되었습니다.',
          'password-reset': () => '이메일로 보낸 링크를 통해 Bawaba 계정의 비밀번호가 재설정되었습니다.',
          'provider-linked': (name) => `Bawaba 계정에 ${name} 로그인이 연결되었습니다.`,
          'provider-unlinked': (name) => `Bawaba 계정에서 ${name} 로그인 연결이 해제되었습니다.`,
          'two-step-enabled': () => 'Bawaba 계정에 인증 앱을 사용하는 2단계 로그인이 켜졌습니다.',
        }),
        `일시: ${p.when}`,
        '본인이 하신 것이라면 더 하실 일은 없습니다.',
        '본인이 아니라면 아래 링크에서 지금 비밀번호를 재설정하시고, 계정 보호를 도와드릴 수 있도록 저희에게 연락해 주세요:',
        p.link ?? '',
      ],
      action: '비밀번호 재설정',
      aside: '문의하기',
    },
    'mfa-code-reused': {
      subject: 'Bawaba 계정에 이미 사용된 로그인 코드가 입력되었습니다',
      lines: (p) => [
        hello(p.name),
        '누군가 Bawaba 계정 로그인의 첫 단계를 통과한 뒤, 이미 사용된 2단계 로그인 코드를 입력했습니다. 코드는 거부되었으며 로그인은 이루어지지 않았습니다.',
        `일시: ${p.when}`,
        '본인이 하신 것이라면(예: 코드를 두 번 입력한 경우) 더 하실 일은 없습니다.',
        '본인이 아니라면 다른 사람이 비밀번호를 알고 있을 수 있습니다. 아래 링크에서 지금 재설정하시고 저희에게 연락해 주세요:',
        p.link ?? '',
      ],
      action: '비밀번호 재설정',
      aside: '문의하기',
    },
    welcome: {
      subject: 'Bawaba에 오신 것을 환영합니다',
      lines: () => [
        hello(),
        '기업 프로필 작성이 완료되었습니다. 이제 대시보드에서 요금제, 다음 단계, 요금제에 포함된 내용을 확인할 수 있습니다.',
        '대시보드에서 시장 조사를 하고, 현지 파트너를 찾고, 전문가 상담을 예약할 수 있습니다.',
      ],
    },
    'booking-confirmed': {
      subject: 'Bawaba 상담이 확정되었습니다',
      lines: (p) => [
        hello(),
        `'${p.topic}' 상담 일정이 확정되었습니다: ${p.when}(리야드 시간, UTC ${p.whenUtc})`,
        '캘린더 초대장이 첨부되어 있습니다. 회의실은 시작 10분 전에 열립니다.',
        ...links(p),
      ],
      action: '예약 보기',
    },
    'booking-moved': {
      subject: 'Bawaba 상담 일정이 변경되었습니다',
      lines: (p) => [hello(), `'${p.topic}' 상담의 새 일정: ${p.when}(리야드 시간, UTC ${p.whenUtc})`, '변경된 캘린더 초대장이 첨부되어 있습니다.', ...links(p)],
      action: '예약 보기',
    },
    'booking-cancelled': {
      subject: 'Bawaba 상담이 취소되었습니다',
      lines: (p) => [hello(), `${p.when}(리야드 시간)에 예정된 '${p.topic}' 상담이 취소되었습니다.`, `사유: ${p.reason}`, '첨부된 업데이트가 캘린더에서 일정을 삭제합니다.'],
      action: '내 예약',
    },
    'booking-reschedule-requested': {
      subject: '전문가가 상담 일정 변경을 요청했습니다',
      lines: (p) => [
        hello(),
        `전문가가 ${p.when}(리야드 시간)에 예정된 '${p.topic}' 상담의 일정 변경을 요청했습니다.`,
        `사유: ${p.reason}`,
        `새 시간을 선택하거나 요청을 거절해 주세요: ${p.rescheduleLink}`,
      ],
      action: '새 시간 선택',
    },
    'booking-reminder': {
      subject: (p) => `알림: ${p.lead === '1h' ? '1시간' : '24시간'} 후 상담이 시작됩니다`,
      lines: (p) => [hello(), `'${p.topic}' 상담 시작 시간: ${p.when}(리야드 시간, UTC ${p.whenUtc})`, '회의실은 시작 10분 전에 열립니다.', ...links(p)],
      action: '예약 보기',
    },
    'newsletter-confirmation': {
      subject: 'Bawaba 뉴스레터 구독을 확인해 주세요',
      lines: (p) => [
        hello(),
        '누군가(회원님이기를 바랍니다) 이 주소로 Bawaba 뉴스레터를 받겠다고 신청했습니다. 아래 링크로 확인해 주세요:',
        p.link ?? '',
        '본인이 신청하지 않았다면 이 이메일을 무시해 주세요. 아무것도 발송되지 않습니다.',
      ],
      action: '구독 확인',
      aside: '신청한 적이 없습니다',
    },
    'hiring-application-received': {
      subject: 'Bawaba 지원서가 접수되었습니다',
      lines: (p) => [
        hello(p.name),
        `'${p.position}' 직무에 지원해 주셔서 감사합니다. 지원서와 이력서를 잘 받았습니다.`,
        '모든 지원서를 꼼꼼히 읽고 있으며, 검토가 끝나면 연락드리겠습니다.',
      ],
    },
  },
  issueFooter: { why: 'Bawaba 뉴스레터를 구독하셨기 때문에 이 이메일을 받으셨습니다.', unsubscribe: '구독 취소' },
};

import { describe, expect, it } from 'vitest';
import { ROLES } from '@contracts/user.ts';
import { localeMessages } from '@/locales/messages.ts';

// The role list showed the raw key adminArea.roles.editor (issue 17 item 8): keys built at run time escape the parity test.
describe('role labels', () => {
  it('name every role in every language', () => {
    for (const [language, messages] of Object.entries(localeMessages())) {
      const roles = (messages.adminArea as { roles?: Record<string, unknown> } | undefined)?.roles ?? {};
      for (const role of ROLES) expect(typeof roles[role] === 'string' && roles[role] !== '', `${language}: adminArea.roles.${role}`).toBe(true);
    }
  });
});
